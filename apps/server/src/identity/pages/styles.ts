/**
 * The identity pages' stylesheet, served as a file so the Content-Security-Policy needs no
 * inline styles. Colours match the web app's theme (apps/web/src/app/theme.ts).
 */
export const IDENTITY_CSS = `
:root { --gold: #d4a72c; --gold-light: #e8c35a; --bg: #0e1116; --paper: #161b22; --text: #e6e8eb;
  --muted: #9aa4b2; --line: #2d3440; --error: #ff8a80; }
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--text);
  font: 16px/1.5 Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
body { margin: 0; min-height: 100vh; display: flex; align-items: flex-start; justify-content: center; padding: 2rem 1rem; }
.card { width: 100%; max-width: 26rem; background: var(--paper); border: 1px solid var(--line);
  border-top: 4px solid var(--gold); border-radius: 8px; padding: 1.5rem 1.5rem 2rem; }
.brand { margin: 0 0 .5rem; color: var(--gold); font-weight: 800; letter-spacing: .2em; font-size: .85rem; }
h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.25; }
p { margin: 0 0 1rem; }
.muted { color: var(--muted); font-size: .9rem; }
form { margin: 0; }
.field { margin-bottom: 1rem; }
label { display: block; margin-bottom: .25rem; font-weight: 600; }
input[type=text], input[type=email], input[type=password] { width: 100%; min-height: 44px; padding: .6rem .75rem;
  font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--line); border-radius: 6px; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--gold-light); outline-offset: 2px; }
.has-error input { border-color: var(--error); }
.error { margin: .25rem 0 0; color: var(--error); font-size: .9rem; }
.notice { padding: .75rem; border-radius: 6px; border: 1px solid var(--line); }
.notice-error { border-color: var(--error); color: var(--error); }
.notice-info { border-color: var(--gold); }
button, .button { display: inline-flex; align-items: center; justify-content: center; width: 100%; min-height: 44px;
  padding: .6rem 1rem; font: inherit; font-weight: 700; color: #14110a; background: var(--gold); border: 0;
  border-radius: 6px; cursor: pointer; text-decoration: none; }
button:hover, .button:hover { background: var(--gold-light); }
button.secondary { margin-top: .75rem; color: var(--text); background: transparent; border: 1px solid var(--line); }
a { color: var(--gold-light); }
.links { margin-top: 1.25rem; text-align: center; }
.card-wide { max-width: 34rem; }
.account-nav ul { display: flex; flex-wrap: wrap; gap: .25rem .75rem; margin: 0 0 1.25rem; padding: 0; list-style: none; }
.account-nav a { display: inline-block; padding: .5rem .25rem; min-height: 44px; line-height: 28px; }
.account-nav a[aria-current=page] { color: var(--text); font-weight: 700; text-decoration-color: var(--gold); }
h2 { margin: 1.5rem 0 .75rem; font-size: 1.15rem; }
fieldset { margin: 0 0 1rem; padding: 0; border: 0; }
legend { margin-bottom: .5rem; font-weight: 600; }
.plan-option { display: flex; gap: .75rem; align-items: flex-start; margin-bottom: .5rem; padding: .75rem;
  border: 1px solid var(--line); border-radius: 6px; cursor: pointer; font-weight: 400; }
.plan-option:has(input:checked) { border-color: var(--gold); }
.plan-option input { width: 1.25rem; height: 1.25rem; margin: .15rem 0 0; accent-color: var(--gold); }
.plan-name { display: block; font-weight: 700; }
.summary { margin: 0 0 1rem; display: grid; grid-template-columns: auto 1fr; gap: .35rem 1rem; }
.summary dt { color: var(--muted); }
.summary dd { margin: 0; font-weight: 600; }
.status { display: inline-block; padding: .1rem .5rem; border-radius: 999px; border: 1px solid var(--gold);
  font-size: .85rem; font-weight: 700; letter-spacing: .03em; }
.actions { display: grid; gap: .75rem; margin-bottom: 1rem; }
.actions form button { margin: 0; }
button.danger { color: var(--error); background: transparent; border: 1px solid var(--error); }
.history { margin: 0; padding: 0; list-style: none; }
.history li { padding: .5rem 0; border-bottom: 1px solid var(--line); }
.history time { color: var(--muted); font-size: .9rem; }
.after-form { margin-top: 1rem; }
.test-mode { padding: .75rem; border: 1px dashed var(--gold); border-radius: 6px; }
`;
