import { Button } from 'antd';

/** The keys of the numpad: digits, the decimal point, erase and clear. */
const KEYS = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '.', '⌫'] as const;

/**
 * A numpad for touch: it types into the counter's entry field (quantities, discounts, amounts);
 * the mode buttons beside it say what the typed number is for.
 */
export function Numpad({ onKey, onClear }: { onKey: (key: string) => void; onClear: () => void }) {
  return (
    <fieldset className="counter-numpad" aria-label="Teclado numérico">
      {KEYS.map((key) => (
        <Button
          key={key}
          size="large"
          onClick={() => onKey(key)}
          aria-label={key === '⌫' ? 'Borrar' : key === '.' ? 'Punto decimal' : key}
        >
          {key}
        </Button>
      ))}
      <Button size="large" onClick={onClear} className="counter-numpad-wide">
        Limpiar
      </Button>
    </fieldset>
  );
}
