// SPEC §3 "sample partner NGO (list)": 27 partners shown on /ngoList.
export interface PartnerNgoSeed {
  id: number;
  name: string;
  location: string;
  description: string;
  volunteersNeeded: number;
}

export const PARTNER_NGOS: readonly PartnerNgoSeed[] = [
  {
    id: 1,
    name: 'Vidya Kendra Trust',
    location: 'Delhi',
    description: 'Evening learning centres for children of construction workers.',
    volunteersNeeded: 8,
  },
];
