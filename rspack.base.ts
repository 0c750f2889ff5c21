/**
 * The one Rspack configuration factory. The shell and all six remotes call it with their own name, exposes and
 * port; the list of shared singletons lives here and nowhere else (DESIGN §2, §3).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

export const ROOT_DIR = import.meta.dirname;
export const DIST_DIR = path.join(ROOT_DIR, 'dist');

/**
 * One instance of each across the shell and every remote. Keys match import requests exactly, so sub-paths that
 * code imports are listed (`react/jsx-runtime` via `react/`, `react-dom/client` via `react-dom/`).
 * `@labmall/shared/` covers every sub-path export of the workspace package (store, api, i18n, …).
 * The router and react-i18next are reached only through `@labmall/shared/router` and
 * `@labmall/shared/i18n/react` (lint enforces it): those singletons carry one instance, tree-shaken to the
 * names the shop uses, where sharing the packages themselves would ship them whole.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'zustand',
  'zustand/',
  'i18next',
  'axios',
  'js-cookie',
  '@labmall/shared/',
] as const;

const require = createRequire(import.meta.url);
const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');

/**
 * react-router 7's package exports point every bundler at its development build (warnings and checks
 * included); production builds take the production files it ships beside them.
 */
function productionAliases(mode: 'production' | 'development'): Record<string, string> {
  if (mode !== 'production') return {};
  return {
    'react-router$': path.join(reactRouterDist, 'production/index.mjs'),
    'react-router/dom$': path.join(reactRouterDist, 'production/dom-export.mjs'),
  };
}

/**
 * The browser build takes the ES module build of the Module Federation runtime. Rspack's federation plugin finds
 * the runtime with `require.resolve`, so by default it bundles the CommonJS files: nothing in them can be
 * tree-shaken, and the `experiments.optimization` switches (compile-time constants) remove nothing. The same
 * packages ship ES modules beside them; with those the shell's main.js went from 34.1 to 28.6 KB gzip and a
 * remote entry from 17.2 to 11.7 KB. The plugin aliases `@module-federation/runtime` to the CommonJS file (a
 * user alias wins), and imports the bundler runtime and the runtime-core injector by their CommonJS paths.
 */
const federationRuntimeAsEsm = {
  // Resolved the way the plugin resolves it (from @module-federation/runtime-tools), so both name the same copy.
  alias: {
    '@module-federation/runtime': esmBeside(
      require.resolve('@module-federation/runtime', { paths: [path.dirname(require.resolve('@module-federation/runtime-tools'))] }),
    ),
  },
  plugin: () =>
    new rspack.NormalModuleReplacementPlugin(
      /@module-federation[\\/](webpack-bundler-runtime|inject-external-runtime-core-plugin)[\\/]dist[\\/]index\.cjs$/,
      (resource: { request: string }) => {
        resource.request = esmBeside(resource.request);
      },
    ),
};

/** `…/dist/index.js` for `…/dist/index.cjs`; fails the build loudly if a package stops shipping it. */
function esmBeside(commonJsFile: string): string {
  const esmFile = commonJsFile.replace(/\.cjs$/, '.js');
  if (!existsSync(esmFile)) throw new Error(`no ES module build beside ${commonJsFile}: update federationRuntimeAsEsm in rspack.base.ts`);
  return esmFile;
}

/** The remotes by their federation name and their folder in the repository. */
export const REMOTES = {
  mf_catalog: 'mf-catalog',
  mf_cart_checkout: 'mf-cart-checkout',
  mf_account: 'mf-account',
  mf_points_mall: 'mf-points-mall',
  mf_study_zone: 'mf-study-zone',
  mf_help_service: 'mf-help-service',
  mf_backoffice: 'mf-backoffice',
} as const;

export type RemoteName = keyof typeof REMOTES;

export interface AppBuildOptions {
  /** Federation name: `shell` for the host, `mf_*` for a remote. */
  name: 'shell' | RemoteName;
  /** The app's folder (absolute). */
  appDir: string;
  /** Remote only: `'./Page': './src/exposes/page.tsx'`. */
  exposes?: Record<string, string>;
  /** Dev-server port (the production build is served by the API). */
  port: number;
  /** Module Federation runtime plugins (files whose default export makes the plugin), browser build only. */
  runtimePlugins?: string[];
  /** Remote only: the version folder this build goes to. */
  version?: string;
  /** Where the build goes; defaults to dist/shell or dist/mf/<name>/<version> (+ /server for a server build). */
  outputPath?: string;
  mode?: 'production' | 'development';
  /**
   * The Node.js build for server rendering: the shell's renderer (dist/shell-server) or a remote's container
   * (dist/mf/<name>/<version>/server), built from the same sources as the browser's.
   */
  server?: boolean;
}

/** TypeScript and JSX through SWC, for the given targets (browsers, or the Node.js of the server build). */
function typeScriptRule(targets: string, mode: 'production' | 'development') {
  return {
    test: /\.tsx?$/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: mode === 'development' } },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}

function withAliases(options: ReturnType<typeof resolveOptions>, alias: Record<string, string>) {
  return { ...options, alias: { ...options.alias, ...alias } };
}

function resolveOptions(mode: 'production' | 'development') {
  return {
    extensions: ['.ts', '.tsx', '.js', '.json'],
    alias: {
      ...productionAliases(mode),
      'use-sync-external-store/shim$': path.join(ROOT_DIR, 'scripts/lib/shims/use-sync-external-store.ts'),
    },
  };
}

function sharedConfig(): Record<string, { singleton: true; requiredVersion: false }> {
  // Singletons keep one instance whatever loads first. No version requirement: every app is built from this one
  // lockfile, and parsing a semver range for each of ~40 shared modules in every container was tens of
  // milliseconds of a phone's main thread per page load (for a check that only ever warns).
  return Object.fromEntries(SHARED_SINGLETONS.map((key) => [key, { singleton: true, requiredVersion: false }]));
}

/** Where an app's build goes unless told otherwise. */
export function defaultOutputPath(name: AppBuildOptions['name'], version: string, server = false): string {
  if (name === 'shell') return path.join(DIST_DIR, server ? 'shell-server' : 'shell');
  const browserDir = path.join(DIST_DIR, 'mf', name, version);
  return server ? path.join(browserDir, 'server') : browserDir;
}

/** `LABMALL_SOURCE_MAPS=1`: a build to profile (npm run profile:page); see devtool and the minimizer below. */
const PROFILING_BUILD = process.env.LABMALL_SOURCE_MAPS === '1';

export function createRspackConfig(options: AppBuildOptions): Configuration {
  if (options.server) return createServerRspackConfig(options);
  const { name, appDir, exposes, port, version = '0.0.0', mode = 'production' } = options;
  const isHost = name === 'shell';
  const outputPath =
    options.outputPath ?? (isHost ? path.join(DIST_DIR, 'shell') : path.join(DIST_DIR, 'mf', name, version));

  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    // LABMALL_SOURCE_MAPS=1: a profiling build (`npm run profile:page`) with a .map beside each file, referenced by
    // none, so what is served stays the same; names in a CPU profile then map back to our sources.
    devtool: mode === 'production' ? (PROFILING_BUILD ? 'hidden-source-map' : false) : 'cheap-module-source-map',
    // The same browsers as the SWC loader's targets: lets the runtime and chunk wrappers use arrows and const.
    target: ['web', 'es2020'],
    output: {
      path: outputPath,
      // The shell lives at the site root; a remote build must work from whichever versioned folder it is put in.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: isHost ? 'static/js/[name].[contenthash:10].js' : '[name].[contenthash:10].js',
      chunkFilename: isHost ? 'static/js/[name].[contenthash:10].js' : 'chunks/[name].[contenthash:10].js',
      cssFilename: isHost ? 'static/css/[name].[contenthash:10].css' : '[name].[contenthash:10].css',
      cssChunkFilename: isHost ? 'static/css/[name].[contenthash:10].css' : 'chunks/[name].[contenthash:10].css',
      assetModuleFilename: isHost ? 'static/media/[name].[contenthash:10][ext]' : 'media/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: withAliases(resolveOptions(mode), federationRuntimeAsEsm.alias),
    module: {
      rules: [
        typeScriptRule('chrome >= 100, firefox >= 100, safari >= 15', mode),
        { test: /\.css$/, type: 'css/auto' },
        // Images are files, never inlined: a base64 copy would sit in the JS of every first load.
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        ...(options.runtimePlugins ? { runtimePlugins: options.runtimePlugins } : {}),
        manifest: !isHost,
        // Types would add ~8 s a build and help nothing for remotes registered at runtime (DESIGN §8).
        dts: false,
        // The host provides the MF runtime once; remotes reuse it instead of shipping ~34 KB gzip each.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browser-only build: leave out the runtime's Node.js code paths.
          optimization: { target: 'web' },
        },
      }),
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(version),
      }),
      federationRuntimeAsEsm.plugin(),
      ...(isHost
        ? [new rspack.HtmlRspackPlugin({ template: path.join(appDir, 'index.html'), scriptLoading: 'defer' })]
        : []),
    ],
    optimization: {
      splitChunks: {
        // Each `@labmall/shared/…` sub-path is a shared module of its own, and each would get a chunk of its own:
        // thirty requests of ~1 KB on a shell's first visit. The shell provides nearly all of them: one chunk.
        // A remote loads only the few the shell does not provide, so it keeps them apart.
        cacheGroups: !isHost ? {} : {
          labmallShared: {
            test: /[\\/]shared[\\/]src[\\/]/,
            name: 'labmall-shared',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
        },
      },
      minimize: mode === 'production',
      // Two compression passes: a few KB less on every page for a second more of build time.
      // A profiling build (LABMALL_SOURCE_MAPS=1) also keeps function names, so components show by name in a profile.
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({
          minimizerOptions: PROFILING_BUILD ? { compress: { passes: 2, keep_fnames: true }, mangle: { keep_fnames: true } } : { compress: { passes: 2 } },
        }),
        new rspack.LightningCssMinimizerRspackPlugin(),
      ],
    },
    performance: { hints: false },
    devServer: { port, historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } },
  };
}

/** A tiny loader that turns a stylesheet into nothing: the server renders markup, the browser loads the CSS. */
const EMPTY_MODULE_LOADER = path.join(ROOT_DIR, 'scripts/lib/empty-module-loader.cjs');

/**
 * The server variant (DESIGN §1 "Rendering"): same sources, same exposes, `async-node` target. The shell's build is a
 * CommonJS library the API requires (its `loadRenderer`); a remote's is a CommonJS container that the renderer's
 * federation runtime loads from the version folder the manifest names, next to the browser build of that version.
 */
function createServerRspackConfig(options: AppBuildOptions): Configuration {
  const { name, appDir, exposes, version = '0.0.0', mode = 'production' } = options;
  const isHost = name === 'shell';
  const outputPath = options.outputPath ?? defaultOutputPath(name, version, true);
  return {
    mode,
    context: appDir,
    entry: isHost ? { index: './src/server/index.ts' } : {},
    devtool: false,
    target: 'async-node',
    output: {
      path: outputPath,
      // The same URLs as the browser build for the files the markup names (the shell's images).
      publicPath: isHost ? '/' : '',
      uniqueName: `${name}_server`,
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:10].js',
      assetModuleFilename: isHost ? 'static/media/[name].[contenthash:10][ext]' : 'media/[name].[contenthash:10][ext]',
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    // Node's own modules only: a remote's server build must work from any MF_DIR, with no node_modules beside it.
    externalsPresets: { node: true },
    resolve: resolveOptions(mode),
    module: {
      rules: [
        typeScriptRule('node 20', 'production'),
        { test: /\.css$/, loader: EMPTY_MODULE_LOADER, type: 'javascript/auto' },
        // The browser build wrote these files; the server only needs their URLs.
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module' } }),
        // The same singletons as in the browser: the renderer provides them, every remote uses its instances.
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        experiments: { optimization: { target: 'node' } },
      }),
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(version),
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
