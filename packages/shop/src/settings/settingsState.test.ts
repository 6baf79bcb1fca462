import {describe, expect, it} from 'vitest';
import type {ShopSettings} from '@schaufenster/core';
import {settingsState} from './settingsState.ts';

const settings = {id: 1, enable_cart: true, maintenance_mode: false} as ShopSettings;

describe('settingsState (spec §4 Settings load, §8)', () => {
  it('is loading while the first fetch is pending', () => {
    expect(settingsState({status: 'pending', data: undefined})).toEqual({status: 'loading'});
  });

  it('carries the settings once loaded', () => {
    expect(settingsState({status: 'success', data: settings})).toEqual({status: 'data', settings});
  });

  it('fails with exactly "Could not load settings"', () => {
    expect(settingsState({status: 'error', data: undefined})).toEqual({
      status: 'error',
      message: 'Could not load settings',
    });
  });

  it('treats an empty answer as the error', () => {
    expect(settingsState({status: 'success', data: null})).toEqual({
      status: 'error',
      message: 'Could not load settings',
    });
  });

  it('keeps settings already loaded when a refresh fails', () => {
    expect(settingsState({status: 'error', data: settings})).toEqual({status: 'data', settings});
  });
});
