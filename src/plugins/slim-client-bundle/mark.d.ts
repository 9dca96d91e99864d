// mark.js ships no type declarations; ./lazyMark.ts types what it uses.
declare module 'mark.js';
