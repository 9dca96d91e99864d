// The part of nprogress that theme-classic's progress bar uses (no types are installed).
declare module 'nprogress' {
  export interface NProgressOptions {
    showSpinner: boolean;
    [option: string]: unknown;
  }
  export interface NProgress {
    configure(options: Partial<NProgressOptions>): NProgress;
    start(): NProgress;
    done(force?: boolean): NProgress;
  }
  const nprogress: NProgress;
  export default nprogress;
}
