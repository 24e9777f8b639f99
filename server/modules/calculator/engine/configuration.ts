import type { Configuration } from '../calculator.schema';
import type { CompiledPricing } from './compile';
import { PricingError, type ConfigIssue } from './errors';

/** A configuration (a template's, or a family's) against the price list: its choices filled in and checked. */

/** Checks the references of a configuration (a template's, or a family's) against the pricing. */
export function configurationIssues(compiled: CompiledPricing, configuration: Configuration, path: string) {
  const issues: ConfigIssue[] = [];
  const template = configuration.templateKey ? compiled.templates.get(configuration.templateKey) : undefined;
  if (configuration.templateKey && !template && !path.startsWith('templates'))
    issues.push({ path: `${path}.templateKey`, message: `There is no template "${configuration.templateKey}"` });
  configuration.parts.forEach((part, index) => {
    const at = `${path}.parts[${index}]`;
    const type = compiled.partTypes.get(part.partType);
    if (!type) {
      issues.push({ path: `${at}.partType`, message: `There is no part type "${part.partType}"` });
      return;
    }
    if (!compiled.colors.has(part.color))
      issues.push({ path: `${at}.color`, message: `There is no granite color "${part.color}"` });
    for (const dim of ['length', 'width', 'height'] as const) {
      const value = part.size[dim];
      const { minSize, maxSize, name } = type.item;
      if (value < minSize[dim] || value > maxSize[dim])
        issues.push({
          path: `${at}.size.${dim}`,
          message: `A ${name}'s ${dim} must be between ${minSize[dim]} and ${maxSize[dim]} inches`,
        });
    }
    part.finishes.forEach((finish, fi) => {
      if (!type.finishes.has(finish))
        issues.push({ path: `${at}.finishes[${fi}]`, message: `A ${type.item.name} has no finish "${finish}"` });
    });
    // Finishes of one group exclude each other: a stone has one top, one polish.
    const byGroup = new Map<string, string>();
    part.finishes.forEach((finish, fi) => {
      const item = type.item.finishes.find((f) => f.key === finish);
      const group = item?.group ?? '';
      if (!item || !group) return;
      const other = byGroup.get(group);
      if (other !== undefined && other !== item.name)
        issues.push({
          path: `${at}.finishes[${fi}]`,
          message: `A stone cannot have both “${other}” and “${item.name}”. Please choose one.`,
        });
      else byGroup.set(group, item.name);
    });
  });
  configuration.addons.forEach((addon, index) => {
    if (!compiled.addons.has(addon.key))
      issues.push({ path: `${path}.addons[${index}].key`, message: `There is no add-on "${addon.key}"` });
  });
  if (configuration.foundation && !compiled.foundations.has(configuration.foundation))
    issues.push({ path: `${path}.foundation`, message: `There is no foundation "${configuration.foundation}"` });
  return issues;
}

/** A template's choices filled in under what the family changed. */
function resolveConfiguration(compiled: CompiledPricing, configuration: Configuration): Configuration {
  if (!configuration.templateKey) return configuration;
  const template = compiled.templates.get(configuration.templateKey);
  if (!template) throw new PricingError(`There is no template "${configuration.templateKey}"`, 'templateKey');
  const base = template.configuration;
  const lettering = configuration.lettering;
  const hasLettering =
    lettering.names || lettering.extraLines || lettering.extraLetters || lettering.etchingSquareInches;
  return {
    ...configuration,
    parts: configuration.parts.length ? configuration.parts : base.parts,
    addons: configuration.addons.length ? configuration.addons : base.addons,
    lettering: hasLettering ? lettering : base.lettering,
    foundation: configuration.foundation ?? base.foundation,
  };
}

/** The configuration to price: its template filled in, every choice known. Throws PricingError (with a path) otherwise. */
export function checkedConfiguration(compiled: CompiledPricing, input: Configuration): Configuration {
  const configuration = resolveConfiguration(compiled, input);
  const problems = configurationIssues(compiled, configuration, 'configuration');
  const [problem] = problems;
  if (problem) throw new PricingError(problem.message, problem.path);
  if (configuration.parts.length === 0) throw new PricingError('Please choose at least one part', 'parts');
  return configuration;
}
