import base from './playwright.config';
export default { ...base, retries: 0, projects: base.projects!.map((p) => (p.name === 'setup' ? p : { ...p, dependencies: ['setup'] })) };
