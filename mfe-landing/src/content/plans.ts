/** A pricing plan: its students tier, its price per student and what it includes. */
export interface PricingPlan {
  /** The students tier, e.g. 'Up to 1,000 students'. */
  students: string;
  /** Rupees per student per month. */
  price: number;
  period: string;
  description: string;
  features: string[];
  popular: boolean;
}

/** What every plan includes. */
export const includedInEveryPlan = [
  'All features included',
  'Priority support',
  'PDF and CSV exports',
  'Daily email summaries',
  'Live dashboards',
];

export const BILLING_NOTE = 'Billed annually, based on the number of students.';

export const plans: PricingPlan[] = [
  {
    students: 'Up to 1,000 students',
    price: 15,
    period: 'per student / month',
    description: 'For schools, coaching centres and growing colleges.',
    features: includedInEveryPlan,
    popular: false,
  },
  {
    students: '1,000+ students',
    price: 12,
    period: 'per student / month',
    description: 'Volume pricing for large colleges and universities.',
    features: includedInEveryPlan,
    popular: true,
  },
];

/** '₹15' in Indian digit grouping. */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}
