// A webpack loader that changes nothing: it makes each Markdown page depend
// on the data version file the live-data plugin writes whenever the data
// files its remark plugin reads change (./live-data.ts), so that the
// development server compiles the page again then.
module.exports = function liveDataLoader(source) {
  for (const file of this.getOptions().files) this.addDependency(file);
  return source;
};
