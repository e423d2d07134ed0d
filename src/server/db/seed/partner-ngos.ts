// The spec's §3 (README → The specification) "sample partner NGO (list)": 27 partners shown on /ngoList.
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
  {
    id: 2,
    name: 'Akshar Jyoti Foundation',
    location: 'Delhi',
    description:
      'Reading circles and Hindi and English literacy classes in resettlement colonies of East Delhi.',
    volunteersNeeded: 5,
  },
  {
    id: 3,
    name: 'Yamuna Bal Shiksha Samiti',
    location: 'Delhi',
    description:
      'Bridge classes that bring out-of-school children along the Yamuna banks back into government schools.',
    volunteersNeeded: 6,
  },
  {
    id: 4,
    name: 'Sagar Shiksha Sangh',
    location: 'Mumbai',
    description:
      'After-school tutoring in Maths and Science for children in the fishing villages of Versova and Madh.',
    volunteersNeeded: 7,
  },
  {
    id: 5,
    name: 'Dharavi Dreamers Collective',
    location: 'Mumbai',
    description:
      'A community library, spoken-English clubs and exam coaching for teenagers in Dharavi.',
    volunteersNeeded: 10,
  },
  {
    id: 6,
    name: 'Raat Ki Pathshala',
    location: 'Mumbai',
    description:
      'Night school for working boys and girls who attend classes after their shifts end.',
    volunteersNeeded: 4,
  },
  {
    id: 7,
    name: 'Namma Shaale Foundation',
    location: 'Bangalore',
    description:
      'Supports Kannada-medium government schools with volunteer teachers for English and Maths.',
    volunteersNeeded: 9,
  },
  {
    id: 8,
    name: 'Code Kali',
    location: 'Bangalore',
    description:
      'Teaches coding, robotics and digital skills to girls from low-income families on weekends.',
    volunteersNeeded: 6,
  },
  {
    id: 9,
    name: 'Deccan Akshara Trust',
    location: 'Hyderabad',
    description:
      'Learning centres in the old city offering Telugu, Urdu and English literacy for first-generation learners.',
    volunteersNeeded: 5,
  },
  {
    id: 10,
    name: 'Golconda Youth for Change',
    location: 'Hyderabad',
    description:
      'Career guidance, mentoring and vocational workshops for teenagers finishing school.',
    volunteersNeeded: 3,
  },
  {
    id: 11,
    name: 'Jharkhand Gyan Deep',
    location: 'Ranchi',
    description:
      'Runs village schools in tribal hamlets around Ranchi with mother-tongue and Hindi instruction.',
    volunteersNeeded: 8,
  },
  {
    id: 12,
    name: 'Subarnarekha Learning Circle',
    location: 'Ranchi',
    description:
      'Remote classes over shared tablets for children in villages far from a secondary school.',
    volunteersNeeded: 4,
  },
  {
    id: 13,
    name: 'Ranchi Railway Children Project',
    location: 'Ranchi',
    description:
      'Contact points at the railway station that move children from the platforms into shelters and schools.',
    volunteersNeeded: 3,
  },
  {
    id: 14,
    name: 'Shishu Alo Society',
    location: 'Kolkata',
    description:
      'Pre-school and primary support in Bengali and English for children living near the Howrah docks.',
    volunteersNeeded: 7,
  },
  {
    id: 15,
    name: 'Rang Tuli Arts for Children',
    location: 'Kolkata',
    description:
      'Art, theatre and music workshops that keep children coming to school in the tea-stall lanes of north Kolkata.',
    volunteersNeeded: 2,
  },
  {
    id: 16,
    name: 'Kalvi Oli Trust',
    location: 'Chennai',
    description:
      'Tamil and English reading programmes and STEM clubs in corporation schools of North Chennai.',
    volunteersNeeded: 6,
  },
  {
    id: 17,
    name: 'Marina Makkal Manram',
    location: 'Chennai',
    description:
      'Study centres for children of fishing families along the Marina and Ennore coast.',
    volunteersNeeded: 5,
  },
  {
    id: 18,
    name: 'Chennai Science Sparks',
    location: 'Chennai',
    description:
      'Mobile science vans with hands-on experiments for schools that have no laboratory.',
    volunteersNeeded: 3,
  },
  {
    id: 19,
    name: 'Sahyadri Shikshan Sanstha',
    location: 'Pune',
    description:
      'Marathi-medium learning support and scholarship guidance for children of migrant workers.',
    volunteersNeeded: 9,
  },
  {
    id: 20,
    name: 'Pustak Peti Library Trust',
    location: 'Pune',
    description:
      'Free neighbourhood libraries in shipping crates, run together with the children who use them.',
    volunteersNeeded: 4,
  },
  {
    id: 21,
    name: 'Sabarmati Seva Shala',
    location: 'Ahmedabad',
    description:
      'Gujarati and English classes plus life-skills sessions for children in riverside settlements.',
    volunteersNeeded: 6,
  },
  {
    id: 22,
    name: 'Hunar Yuva Kendra',
    location: 'Ahmedabad',
    description:
      'Skills training in tailoring, electrical work and computers for teenagers who left school early.',
    volunteersNeeded: 5,
  },
  {
    id: 23,
    name: 'Amdavad Balvikas Mandal',
    location: 'Ahmedabad',
    description:
      'Homework clubs and weekend activity days for primary school children in the old walled city.',
    volunteersNeeded: 2,
  },
  {
    id: 24,
    name: 'Gulabi Nagar Shiksha Samiti',
    location: 'Jaipur',
    description:
      'Keeps girls in school through tutoring, parent meetings and bicycles for the journey to secondary school.',
    volunteersNeeded: 8,
  },
  {
    id: 25,
    name: 'Marusthal Gyan Sewa',
    location: 'Jaipur',
    description:
      'Village learning centres on the desert edge with evening classes for children who graze cattle by day.',
    volunteersNeeded: 3,
  },
  {
    id: 26,
    name: 'Sur Sangam Music School',
    location: 'Jaipur',
    description: 'Free classical and folk music lessons for children of artisan families.',
    volunteersNeeded: 1,
  },
  {
    id: 27,
    name: 'Pragati Mentors Network',
    location: 'Bangalore',
    description:
      'Matches teenagers with professional mentors for career planning, interviews and college applications.',
    volunteersNeeded: 10,
  },
];
