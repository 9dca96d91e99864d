// A webpack loader that changes nothing: it makes each Markdown page depend
// on the data files its remark plugin reads (./live-data.ts), so that the
// development server compiles the page again when one of them changes.
module.exports = function liveDataLoader(source) {
  for (const file of this.getOptions().files) this.addDependency(file);
  return source;
};
