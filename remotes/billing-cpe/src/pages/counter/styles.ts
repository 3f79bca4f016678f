/** The counter's layout: lines that wrap, touch-sized keys (at least 40 px), big total and change. */
export const COUNTER_CSS = `
fieldset.counter-row, fieldset.counter-numpad { border: 0; margin: 0; padding: 0; min-width: 0; }
.counter { display: flex; flex-direction: column; gap: 12px; }
.counter-panel { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.counter-entry input { font-size: 20px; }
.counter-lines { list-style: none; margin: 0; padding: 0; max-height: 30vh; overflow-y: auto; border: 1px solid #f0f0f0; border-radius: 8px; }
.counter-line { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 6px 8px; border-bottom: 1px solid #f0f0f0; cursor: pointer; }
.counter-line-selected { background: #e6f4ff; }
.counter-line-text { flex: 1 1 180px; min-width: 0; display: flex; flex-direction: column; overflow-wrap: anywhere; }
.counter-line-amount { font-size: 16px; white-space: nowrap; }
.counter-line-buttons { display: flex; gap: 4px; }
.counter-empty { padding: 16px; text-align: center; border: 1px dashed #d9d9d9; border-radius: 8px; margin: 0; }
.counter-figures { display: flex; flex-wrap: wrap; gap: 16px; align-items: baseline; justify-content: space-between; }
.counter-total { font-size: 32px; font-weight: 700; line-height: 1.1; }
.counter-change { font-size: 36px; font-weight: 700; line-height: 1.1; color: #389e0d; }
.counter-missing { font-size: 24px; font-weight: 700; color: #cf1322; }
.counter-row { display: flex; flex-wrap: wrap; gap: 6px; }
.counter-row .ant-btn { min-height: 44px; }
.counter-cash .ant-btn { min-width: 64px; min-height: 48px; font-size: 16px; }
.counter-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(116px, 1fr)); gap: 8px; max-height: 36vh; overflow-y: auto; }
.counter-card.ant-btn { height: auto; min-height: 112px; display: flex; flex-direction: column; align-items: center; justify-content: flex-start; white-space: normal; padding: 8px; gap: 4px; }
.counter-card-picture { width: 52px; height: 52px; object-fit: cover; border-radius: 8px; flex: none; }
.counter-card-initials { display: flex; align-items: center; justify-content: center; background: #f0f5ff; color: #1d39c4; font-weight: 700; font-size: 20px; }
.counter-card-name { font-size: 12px; line-height: 1.2; text-align: center; overflow-wrap: anywhere; }
.counter-numpad { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; }
.counter-numpad .ant-btn { height: 48px; font-size: 20px; }
.counter-numpad-wide { grid-column: span 3; }
.counter-last { font-size: 16px; }
.counter-ticket { position: fixed; width: 0; height: 0; border: 0; right: 0; bottom: 0; }
.counter-keys .ant-btn { flex: 1 1 130px; }
.counter-parked.ant-btn { white-space: normal; height: auto; min-height: 44px; }
.counter .ant-radio-group { display: inline-flex; flex-wrap: wrap; row-gap: 6px; max-width: 100%; }
@media (max-width: 1199px) { .counter-lines { max-height: none; } .counter-grid { max-height: 60vh; } }
`;
