/** @jest-environment ./test/dom/environment.mjs */
import { expect, test } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { useUrlParams } from '../../src/index';
import { renderScreen, searchOf } from './render';

/** A screen with two filters that a user sets one after the other, faster than the URL re-renders. */
function TwoFilters() {
  const [search, update] = useUrlParams();
  const both = () => {
    update((next) => next.set('producto_id', '15'));
    update((next) => next.set('idalmacen', '1'));
  };
  return (
    <button type="button" onClick={both}>
      {`Filtros ${search.toString()}`}
    </button>
  );
}

test('two changes made before the next render both stay in the URL', async () => {
  const { router, user } = renderScreen(<TwoFilters />, { route: '/kardex?desde=2026-11-01' });
  await user.click(await screen.findByRole('button'));
  await act(async () => undefined);
  const params = searchOf(router);
  expect(params.get('producto_id')).toBe('15');
  expect(params.get('idalmacen')).toBe('1');
  expect(params.get('desde')).toBe('2026-11-01');
  expect(screen.getByRole('button').textContent).toBe('Filtros desde=2026-11-01&producto_id=15&idalmacen=1');
});
