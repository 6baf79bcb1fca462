import {describe, expect, it} from 'vitest';
import {checkColorInput} from './colorInput.ts';

describe('checkColorInput (decision 043)', () => {
  it('takes the model’s forms and gives #rrggbb', () => {
    expect(checkColorInput('#FF0')).toEqual({ok: true, color: '#ffff00'});
    expect(checkColorInput(' #8A6D3B ')).toEqual({ok: true, color: '#8a6d3b'});
    expect(checkColorInput('rgb(10 20 30)')).toEqual({ok: true, color: '#0a141e'});
    expect(checkColorInput('hsl(0, 100%, 50%)')).toEqual({ok: true, color: '#ff0000'});
  });

  it('gives the model’s error for what a site config may not hold', () => {
    const error = 'expected an opaque #rgb, #rrggbb, rgb() or hsl() colour';
    for (const text of ['', 'red', '#ffff0', 'rgba(0, 0, 0, 0.5)', '#ffff0080']) {
      expect(checkColorInput(text)).toEqual({ok: false, error});
    }
  });
});
