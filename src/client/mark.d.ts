// mark.js ships no type declarations; src/client/lazyMark.ts types what it uses.
declare module 'mark.js';
