/** Rupees on the wire, integer paise in the database (design §4). */
export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paise: number) => paise / 100;

export const formatRupees = (paise: number) =>
  `₹${toRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 === 0 ? 0 : 2 })}`;
