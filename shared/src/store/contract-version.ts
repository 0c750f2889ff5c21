/**
 * The version of the shared store's shape (its slices and their fields, spec §3) that shell and remotes agree on.
 * A remote records the one it was built against in its release; the shop refuses to publish a remote whose major
 * differs from the shell's (docs/deploy.md "Gates"). Bump the major when a slice or field is removed or changes
 * meaning, the minor when one is added.
 */
export const STORE_CONTRACT_VERSION = '1.0.0';
