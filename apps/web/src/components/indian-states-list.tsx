/**
 * The 28 states and 8 union territories, offered as suggestions; any text is still accepted.
 * Their names are data, stored as typed, so they stay in English in every language.
 */
/* eslint-disable lingui/no-unlocalized-strings -- place names are data, not interface text */
const STATES_AND_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];

export function IndianStatesList({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {STATES_AND_UNION_TERRITORIES.map((state) => (
        <option key={state} value={state} />
      ))}
    </datalist>
  );
}
