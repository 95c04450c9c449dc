// Turbopack builds only what lies inside its root, and this app's root is its own folder.
const config = { turbopack: { root: import.meta.dirname } };

export default config;
