// The part of jsdom (already used as Vitest's browser-like environment) the HTML tests call.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'dangerously' | 'outside-only'; url?: string });
    window: Window & typeof globalThis;
  }
}
