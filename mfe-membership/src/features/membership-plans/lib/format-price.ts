const pesos = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/** Argentine format with the peso sign and no space: 3000 → "$3.000". */
export function formatPrice(amount: number): string {
  return `$${pesos.format(amount)}`;
}
