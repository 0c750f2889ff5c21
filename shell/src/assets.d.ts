declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.css';
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
