/** The sandbox page's only styling, served as /sandbox/sandbox.css (the page carries no inline style). */
export const sandboxCss = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2933}
main{max-width:480px;margin:48px auto;padding:24px 28px;background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.badge{display:inline-block;padding:2px 10px;border-radius:4px;background:#d9480f;color:#fff;font-weight:700;letter-spacing:.08em}
.notice{padding:10px 12px;border-left:4px solid #d9480f;background:#fff4e6;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:20px 0}
dt{color:#52606d}dd{margin:0;font-weight:600}
.amount{font-size:24px;color:#c92a2a}
button{width:100%;padding:12px;border:0;border-radius:6px;background:#1864ab;color:#fff;font-size:16px;cursor:pointer}
button:hover{background:#134f85}
.links{margin-top:16px;text-align:center}
a{color:#1864ab}
`;
