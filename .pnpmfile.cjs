// openapi-typescript 7 drives the JavaScript compiler API, which TypeScript 7 no longer ships.
// Give it its own TypeScript 5 so the rest of the workspace can stay on TypeScript 7.
function readPackage(pkg) {
  if (pkg.name === 'openapi-typescript') {
    pkg.dependencies = { ...pkg.dependencies, typescript: '5.9.3' };
    if (pkg.peerDependencies) delete pkg.peerDependencies.typescript;
    if (pkg.peerDependenciesMeta) delete pkg.peerDependenciesMeta.typescript;
  }
  return pkg;
}

module.exports = { hooks: { readPackage } };
