import { describe, expect, it } from 'vitest';
import { START_DATA_ELEMENT_ID, toStartDataElement } from './spa-start-data.js';

describe('toStartDataElement', () => {
  it('writes a JSON data block that no text in the data can close, read back unchanged', () => {
    const data = { teams: [{ name: '</script><script>alert(1)</script><!--' }], config: { a: 'x\u2028y' } };
    const element = toStartDataElement(data);
    expect(element.startsWith(`<script type="application/json" id="${START_DATA_ELEMENT_ID}">`)).toBe(true);
    const inner = element.slice(element.indexOf('>') + 1, -'</script>'.length);
    expect(inner).not.toContain('<');
    expect(JSON.parse(inner)).toEqual(data);
  });
});
