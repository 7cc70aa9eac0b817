export * from './escape-html.js';
export * from './safe-href.js';
export * from './rich-text-policy.js';
export * from './create-rich-text-sanitizer.js';
