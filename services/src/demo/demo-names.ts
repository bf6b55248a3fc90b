/** The scripts a demo student's name is written in: Latin transliterations mostly, some Devanagari and Tamil. */
export type NameScript = 'latin' | 'devanagari' | 'tamil';

interface NameSet {
  /** Children's first names. */
  first: readonly string[];
  surnames: readonly string[];
  fathers: readonly string[];
  mothers: readonly string[];
}

export const NAMES: Record<NameScript, NameSet> = {
  latin: {
    first: [
      'Aarav',
      'Ananya',
      'Vihaan',
      'Diya',
      'Arjun',
      'Priya',
      'Aditya',
      'Aditi',
      'Rohan',
      'Kavya',
      'Karthik',
      'Sneha',
      'Siddharth',
      'Meera',
      'Rahul',
      'Isha',
      'Nikhil',
      'Pooja',
      'Ishaan',
      'Riya',
      'Kabir',
      'Nandini',
      'Dev',
      'Shreya',
      'Pranav',
      'Aishwarya',
      'Harsh',
      'Lakshmi',
      'Yash',
      'Divya',
      'Varun',
      'Sana',
      'Sameer',
      'Fatima',
      'Omkar',
      'Tanvi',
      'Imran',
      'Gauri',
      'Joel',
      'Neha',
    ],
    surnames: [
      'Sharma',
      'Verma',
      'Iyer',
      'Nair',
      'Reddy',
      'Patel',
      'Kulkarni',
      'Deshpande',
      'Joshi',
      'Gupta',
      'Singh',
      'Khan',
      'Menon',
      'Pillai',
      'Chatterjee',
      'Banerjee',
      'Mehta',
      'Shah',
      'Rao',
      'Das',
      'Naidu',
      'Bhat',
      'Kapoor',
      'Mishra',
      'Pandey',
      'Jain',
      "D'Souza",
      'Fernandes',
      'Sheikh',
      'Ghosh',
    ],
    fathers: ['Rajesh', 'Suresh', 'Anil', 'Vijay', 'Sanjay', 'Prakash', 'Ramesh', 'Manoj', 'Deepak', 'Arvind', 'Salim', 'Thomas'],
    mothers: ['Sunita', 'Kavita', 'Anjali', 'Rekha', 'Geeta', 'Lata', 'Shobha', 'Usha', 'Padma', 'Vandana', 'Nasreen', 'Mary'],
  },
  devanagari: {
    first: ['आरव', 'प्रिया', 'रोहन', 'अनन्या', 'कबीर', 'ईशा', 'विहान', 'दिव्या', 'यश', 'श्रेया', 'अर्जुन', 'नंदिनी'],
    surnames: ['शर्मा', 'वर्मा', 'जोशी', 'गुप्ता', 'सिंह', 'मिश्रा', 'पांडे', 'जैन', 'कुलकर्णी', 'देशपांडे'],
    fathers: ['राजेश', 'सुरेश', 'अनिल', 'विजय', 'संजय', 'प्रकाश'],
    mothers: ['सुनीता', 'कविता', 'अंजलि', 'रेखा', 'गीता', 'उषा'],
  },
  tamil: {
    first: ['கார்த்திக்', 'மீனா', 'அருண்', 'பிரியா', 'விக்னேஷ்', 'லட்சுமி', 'சூர்யா', 'தீபா', 'கவின்', 'நிவேதா'],
    surnames: ['சுப்பிரமணியன்', 'குமார்', 'சுந்தர்', 'ராமன்', 'நாராயணன்', 'கிருஷ்ணன்', 'முருகன்', 'செல்வம்', 'சங்கர்'],
    fathers: ['சுரேஷ்', 'செந்தில்', 'பாலா', 'கணேஷ்', 'ரவி', 'முத்து'],
    mothers: ['வள்ளி', 'கலா', 'சித்ரா', 'மாலா', 'ராணி', 'கீதா'],
  },
};

/** The script of the student at this place in the school: about one in ten Devanagari and one in twelve Tamil. */
export function scriptAt(index: number): NameScript {
  if (index % 10 === 3) return 'devanagari';
  if (index % 12 === 7) return 'tamil';
  return 'latin';
}

/** A small seeded generator (mulberry32), so the same seed plans the same school. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pickFrom = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
