// Server builds: a stylesheet import becomes an empty module (the browser build carries the CSS).
module.exports = function emptyModule() {
  return 'export {};';
};
