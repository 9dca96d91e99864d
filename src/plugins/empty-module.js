// Takes the place of theme-classic's prism-include-languages client module (./code-highlight.ts).
export {};
