// pnpm's hook on every package manifest it resolves (ADR 057).
module.exports = {
  hooks: {
    readPackage(pkg) {
      // @20minutes/s3rver (the in-process S3 of packages/blobs' tests, used as a library) declares
      // a `bin/s3rver.js` its published package does not contain: without this, every install
      // warns that it failed to link it.
      if (pkg.name === '@20minutes/s3rver') delete pkg.bin;
      return pkg;
    },
  },
};
