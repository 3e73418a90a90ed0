// pnpm's hooks for this workspace (ADR 076).
'use strict';

// @20minutes/s3rver (packages/blobs' in-process S3 for its tests, used as a library) names a
// `bin/s3rver.js` in its package.json that its published package does not contain, so pnpm
// cannot link that command and warns once per place it tries. The project never runs the command.
// pnpm links a direct dependency's commands from the package's own package.json, whatever a
// readPackage hook or a patch says (ADR 076), so the one thing left to decide is what is printed:
// exactly this warning, for this package's missing file, and nothing else.
const MISSING_S3RVER_BIN =
  /^Failed to create bin at .*[\\/]\.bin[\\/]s3rver\. ENOENT: .*[\\/]@20minutes[\\/]s3rver[\\/]bin[\\/]s3rver\.js'$/;

function filterLog(log) {
  return !(log.level === 'warn' && typeof log.message === 'string' && MISSING_S3RVER_BIN.test(log.message));
}

module.exports = { hooks: { filterLog } };
