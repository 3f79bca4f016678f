/** @jest-environment ./test/dom/environment.mjs */
import { expect, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { FileInput } from '../../src/index';

test("a FileInput with capture opens the phone's camera (the input's capture), and still refuses a file too large", () => {
  const chosen: File[] = [];
  const refused: string[] = [];
  render(
    <FileInput
      label="Foto del vehículo"
      accept="image/*"
      capture="environment"
      maxBytes={10}
      onSelect={(file) => chosen.push(file)}
      onReject={(why) => refused.push(why)}
    />,
  );
  const input = screen.getByLabelText('Foto del vehículo') as HTMLInputElement;
  expect([input.getAttribute('capture'), input.getAttribute('accept')]).toEqual(['environment', 'image/*']);
  fireEvent.change(input, { target: { files: [new File(['0123456789ABC'], 'grande.jpg', { type: 'image/jpeg' })] } });
  fireEvent.change(input, { target: { files: [new File(['123'], 'foto.jpg', { type: 'image/jpeg' })] } });
  expect([refused, chosen.map((f) => f.name)]).toEqual([['tamaño: supera 0 KB'], ['foto.jpg']]);
});
