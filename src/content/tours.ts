import { tourSummary } from './tour-summaries';
import type { Tour } from './types';

/**
 * The full detail of the four tour packages, loaded only by the tour page (its summary, shared with the
 * lists and cards, is in ./tour-summaries.ts). The four tour packages (spec §2 "Tour detail", §3 "Tour detail"). English source data; the overview
 * paragraphs are translated prose and live in src/locales/{lang}/tour-overviews.json, keyed by slug.
 *
 * Conventions kept by src/content/tours.test.ts:
 * - every tour starts and ends at Bandaranaike International Airport (Katunayake, about 10 km from Negombo);
 * - `locations` is the number of distinct overnight bases, not counting the arrival night in Negombo;
 * - no prices or currency amounts anywhere: tours are quoted per request (spec §1);
 * - driving times are realistic door-to-door estimates for Sri Lankan roads, without sightseeing stops.
 */

const TEMPLE_DRESS =
  'Temples: shoulders and knees covered, shoes and hats off at the entrance. A light scarf or sarong is handy, and never pose for photos with your back to a Buddha statue.';
const TEMPLE_OF_THE_TOOTH =
  'At the Temple of the Tooth shoulders and knees must be covered and shoes are left at the entrance; white or light clothing is customary for the evening ceremony.';
const SIGIRIYA_CLIMB =
  'The climb has about 1,200 steps, some steep and exposed; start at opening time and bring water and a hat.';
const MINNERIYA_SEASON =
  'The elephant gathering at Minneriya peaks roughly from July to October; at other times your guide chooses Minneriya, Kaudulla or Hurulu Eco Park, wherever the herds are.';
const TRAIN_SEATS =
  'Reserved seats on the hill-country line sell out weeks ahead, so we book them as soon as you confirm. If none are left, your chauffeur drives you to Ella instead (about 60 km, 2.5 hours).';
const YALA_CLOSURE =
  "Yala's main block usually closes for several weeks between September and mid-October; during the closure we arrange the safari in a nearby park such as Bundala or Lunugamvehera.";
const WHALE_SEASON =
  'Whale watching runs from about November to April; from May to October the sea is rough and boats rarely sail, so we plan a coastal day instead. Take seasickness tablets if you need them.';

const PRICING_NOTE =
  'Tours are quoted per request in USD; the price depends on the season, hotel category and group size.';
const ENTRANCE_FEES_NOTE =
  'Entrance fees for historic sites, temples and national parks are paid locally and change from time to time. Your chauffeur-guide will tell you the current fees, or we can include them in your quote on request.';

const CORE_INCLUDES = [
  'Private air-conditioned vehicle with an English-speaking chauffeur-guide throughout',
  'Airport pick-up and drop-off at Bandaranaike International Airport',
  'Accommodation as listed, in double or twin rooms',
  'Meals as listed: daily breakfast and dinner',
  'Fuel, parking and highway tolls',
  "Your chauffeur-guide's meals and accommodation",
  'Bottled water in the vehicle',
];
const TRAIN_INCLUDE = 'Reserved seats on the scenic train from Nanu Oya to Ella (subject to availability)';

const CORE_EXCLUDES = [
  'International flights',
  'Sri Lanka visa or Electronic Travel Authorization (ETA)',
  'Entrance fees to historic sites, temples and national parks',
  'Lunches and drinks',
  'Tips for your chauffeur-guide, hotel and safari staff',
  'Travel insurance',
  'Personal expenses such as laundry, phone calls and souvenirs',
];

export const TOURS: readonly Tour[] = [
  {
    ...tourSummary('sri-lanka-grand-tour-13day'),
    highlights: [
      { name: 'Sigiriya Rock Fortress', image: 'sigiriya' },
      { name: 'Dambulla Cave Temple', image: 'dambulla' },
      { name: 'Polonnaruwa Ancient City', image: 'polonnaruwa' },
      { name: 'Temple of the Tooth, Kandy', image: 'kandy' },
      { name: 'Ella and the Nine Arch Bridge', image: 'ella' },
      { name: 'Yala National Park', image: 'yala' },
      { name: 'Whale watching in Mirissa', image: 'mirissa' },
      { name: 'Galle Fort', image: 'galle' },
    ],
    itinerary: [
      {
        day: 1,
        title: 'Arrival in Negombo',
        description:
          "Your chauffeur-guide meets you in the arrivals hall at Bandaranaike International Airport in Katunayake and takes you the short way to your hotel in Negombo. After a rest, an easy first afternoon along the Dutch Canal and past St Mary's Church to the lagoon-side fishing quarter. End the day with sunset on Negombo beach and a welcome dinner.",
        activities: ['Airport welcome', 'Dutch Canal', "St Mary's Church", 'Sunset on Negombo beach'],
        meals: 'Dinner',
        accommodation: 'Beach hotel in Negombo',
        driving: 'Airport to Negombo: about 10 km, 20 minutes',
      },
      {
        day: 2,
        title: 'Dambulla Cave Temple & Sigiriya',
        description:
          "Head inland through coconut country and Kurunegala to Dambulla. The Golden Temple's five cave shrines, a UNESCO World Heritage Site, hold more than 150 Buddha statues beneath ceilings covered in ancient murals. Continue to Sigiriya for a quiet evening among the paddy fields and forest.",
        activities: ['Scenic drive inland', 'Dambulla Cave Temple', 'Cave murals', 'Evening at leisure'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Sigiriya',
        driving: 'Negombo to Dambulla: about 140 km, 3.5 hours; Dambulla to Sigiriya: about 20 km, 30 minutes',
        note: `${TEMPLE_DRESS} The rock at Dambulla gets hot by midday, so socks help.`,
      },
      {
        day: 3,
        title: 'Sigiriya Rock Fortress & Minneriya Safari',
        description:
          "Climb Sigiriya at opening time, before the heat and the crowds: the 5th-century citadel of King Kashyapa rises about 180 m above the plain, with frescoes, the Mirror Wall and the giant Lion's Paws on the way up. After lunch and a rest, a jeep safari in Minneriya National Park, where herds of elephants graze on the shores of an ancient reservoir.",
        activities: ['Sigiriya Rock climb', 'Frescoes and Mirror Wall', "Lion's Paw terrace", 'Minneriya jeep safari'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Sigiriya',
        driving: 'Sigiriya to Minneriya: about 30 km, 45 minutes',
        note: `${SIGIRIYA_CLIMB} ${MINNERIYA_SEASON}`,
      },
      {
        day: 4,
        title: 'Polonnaruwa Ancient City',
        description:
          "A morning among the ruins of Sri Lanka's medieval capital, a UNESCO World Heritage Site that is easiest to explore by bicycle. See the Royal Palace, the circular Vatadage and the four great Buddha figures of the Gal Vihara, carved from a single granite face. Back in Sigiriya, a village tour by bullock cart and canoe ends with a Sri Lankan cooking demonstration.",
        activities: [
          'Cycling the ancient city',
          'Gal Vihara',
          'Royal Palace and Vatadage',
          'Village tour',
          'Cooking demonstration',
        ],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Sigiriya',
        driving: 'Sigiriya to Polonnaruwa: about 60 km, 1.5 hours each way',
        note: TEMPLE_DRESS,
      },
      {
        day: 5,
        title: 'Matale Spice Garden & Temple of the Tooth, Kandy',
        description:
          'Leave the plains for the hills, stopping at a spice garden in Matale to see cinnamon, cardamom and pepper growing, and at the Aluvihare rock temple, where Buddhist scriptures were first written down. Arrive in Kandy, the last royal capital, for the evening ceremony at the Temple of the Sacred Tooth Relic and a performance of Kandyan dance.',
        activities: ['Matale spice garden', 'Aluvihare Rock Temple', 'Temple of the Tooth', 'Kandyan dance show'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Kandy',
        driving: 'Sigiriya to Kandy: about 90 km, 3 hours',
        note: TEMPLE_OF_THE_TOOTH,
      },
      {
        day: 6,
        title: 'Kandy & Peradeniya Botanical Gardens',
        description:
          'Spend the morning in the Royal Botanical Gardens at Peradeniya, known for the orchid house, the giant Java fig and avenues of royal palms. Back in town, stroll around Kandy Lake, browse the central market and look out over the city from a hilltop viewpoint.',
        activities: [
          'Peradeniya Botanical Gardens',
          'Orchid house',
          'Kandy Lake walk',
          'Kandy market',
          'City viewpoint',
        ],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Kandy',
        driving: 'Kandy to Peradeniya: about 6 km, 20 minutes each way',
      },
      {
        day: 7,
        title: 'Tea Country & the Scenic Train to Ella',
        description:
          'Climb through tea estates towards Nuwara Eliya, stopping at Ramboda Falls and a working tea factory to follow the leaf from plucking to the cup. After a short look at "Little England", with its colonial bungalows and Gregory Lake, board the train at Nanu Oya for the most beautiful stretch of the hill-country line. Your chauffeur drives ahead with the luggage and meets you in Ella.',
        activities: ['Ramboda Falls', 'Tea factory visit', 'Nuwara Eliya town', 'Scenic train to Ella'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Boutique hotel in Ella',
        driving: 'Kandy to Nuwara Eliya: about 80 km, 3 hours; train from Nanu Oya to Ella: about 3 hours',
        note: TRAIN_SEATS,
      },
      {
        day: 8,
        title: "Ella: Little Adam's Peak & Nine Arch Bridge",
        description:
          "Walk up Little Adam's Peak early for sunrise views across the Ella Gap, then follow the tea paths to the Nine Arch Bridge, a railway viaduct of stone and brick completed in 1921. Keen walkers can climb Ella Rock instead. The afternoon is free for a tea tasting or the cafés of Ella village.",
        activities: ["Little Adam's Peak", 'Nine Arch Bridge', 'Ella Rock hike (optional)', 'Tea tasting'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Boutique hotel in Ella',
        note: 'Trains cross the Nine Arch Bridge several times a day; your guide checks the times so you can watch one pass.',
      },
      {
        day: 9,
        title: 'Ravana Falls & Yala Safari',
        description:
          'Descend from the hills past Ravana Falls to the dry south-east. After lunch at your lodge, set out on an afternoon jeep safari in Yala National Park, famous for its leopards and also home to elephants, sloth bears, crocodiles and a wealth of birds.',
        activities: ['Ravana Falls', 'Yala jeep safari', 'Leopard spotting', 'Birdwatching'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Safari lodge near Yala',
        driving: 'Ella to Yala: about 110 km, 2.5 to 3 hours',
        note: YALA_CLOSURE,
      },
      {
        day: 10,
        title: 'Along the South Coast to Mirissa',
        description:
          'Those who want a second chance at a leopard can join an early-morning safari before breakfast. Then drive west along the coast past the bays of Tangalle to Mirissa, for an afternoon on the beach and sunset at Coconut Tree Hill.',
        activities: ['Optional morning safari', 'Coastal drive', 'Mirissa beach', 'Coconut Tree Hill sunset'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Beach hotel in Mirissa',
        driving: 'Yala to Mirissa: about 125 km, 2.5 to 3 hours',
      },
      {
        day: 11,
        title: 'Whale Watching in Mirissa',
        description:
          'Board a whale-watching boat at dawn in Mirissa harbour to look for blue whales, sperm whales and spinner dolphins off Dondra Head, where deep water comes close to the shore. Trips last four to five hours, and the afternoon is free for swimming, a surf lesson or a beach massage.',
        activities: ['Whale-watching boat trip', 'Blue whales and dolphins', 'Beach time', 'Surf lesson (optional)'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Beach hotel in Mirissa',
        note: WHALE_SEASON,
      },
      {
        day: 12,
        title: 'Galle Fort & the Stilt Fishermen',
        description:
          'Drive along the coast to Galle, stopping to see the stilt fishermen of Koggala. Walk the ramparts of Galle Fort, a UNESCO World Heritage Site begun by the Portuguese and greatly extended by the Dutch, with its lighthouse, old churches and lanes of galleries and cafés. Stay for sunset on the walls before returning to Mirissa.',
        activities: [
          'Stilt fishermen at Koggala',
          'Galle Fort ramparts',
          'Lighthouse and Dutch Church',
          'Sunset on the walls',
        ],
        meals: 'Breakfast, Dinner',
        accommodation: 'Beach hotel in Mirissa',
        driving: 'Mirissa to Galle: about 35 km, 1 hour each way',
      },
      {
        day: 13,
        title: 'Departure',
        description:
          'After breakfast the Southern Expressway takes you back to Bandaranaike International Airport. Your chauffeur-guide times the drive around your flight and can stop for lunch or last-minute shopping on the way.',
        activities: ['Southern Expressway', 'Last-minute shopping', 'Airport drop-off'],
        meals: 'Breakfast',
        accommodation: 'Departure',
        driving: 'Mirissa to the airport: about 190 km, 3 to 3.5 hours via the Southern Expressway',
        note: 'Plan to reach the airport three hours before an international flight.',
      },
    ],
    includes: [...CORE_INCLUDES, TRAIN_INCLUDE],
    excludes: [...CORE_EXCLUDES, 'Safari jeep hire', 'Whale-watching boat trip'],
    pricingNote: PRICING_NOTE,
    entranceFeesNote: ENTRANCE_FEES_NOTE,
  },
  {
    ...tourSummary('southern-coastal-explorer-6day'),
    highlights: [
      { name: 'Bentota beach and Madu River', image: 'bentota' },
      { name: 'Galle Fort', image: 'galle' },
      { name: 'Whale watching in Mirissa', image: 'mirissa' },
      { name: 'Udawalawe elephants', image: 'udawalawe' },
    ],
    itinerary: [
      {
        day: 1,
        title: 'Arrival & Transfer to Bentota',
        description:
          'Your chauffeur-guide meets you at Bandaranaike International Airport and drives you south on the expressways, around Colombo, to Bentota. The rest of the day is yours to recover from the flight on one of the widest golden beaches of the west coast.',
        activities: ['Airport welcome', 'Expressway drive south', 'Beach at leisure', 'Sunset over the Indian Ocean'],
        meals: 'Dinner',
        accommodation: 'Beach hotel in Bentota',
        driving: 'Airport to Bentota: about 110 km, 2 to 2.5 hours via the expressways',
      },
      {
        day: 2,
        title: 'Madu River Safari & Kosgoda Turtle Hatchery',
        description:
          'Glide by boat through the mangroves of the Madu River, past islands where cinnamon is peeled by hand and a temple stands on its own islet. Visit a turtle conservation project at Kosgoda, where eggs rescued from the beach are hatched and the young released into the sea. In the afternoon, see the Brief Garden of Bevis Bawa or Lunuganga, the country estate of his brother, the architect Geoffrey Bawa.',
        activities: [
          'Madu River boat safari',
          'Cinnamon island',
          'Kosgoda turtle hatchery',
          'Bawa gardens',
          'Beach time',
        ],
        meals: 'Breakfast, Dinner',
        accommodation: 'Beach hotel in Bentota',
        driving: 'Bentota to Balapitiya and Kosgoda: about 20 km, 30 minutes each way',
        note: 'Visits to Lunuganga are by guided tour at set times, which we book for you.',
      },
      {
        day: 3,
        title: 'Galle Fort & on to Mirissa',
        description:
          'Follow the coast road south to Galle and walk the ramparts of its fort, a UNESCO World Heritage Site begun by the Portuguese and extended by the Dutch, with a lighthouse, old churches and lanes full of cafés. Continue past the stilt fishermen of Koggala to the crescent bay of Mirissa.',
        activities: ['Coastal road', 'Galle Fort walking tour', 'Stilt fishermen at Koggala', 'Mirissa beach'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Beach hotel in Mirissa',
        driving: 'Bentota to Galle: about 60 km, 1.5 hours; Galle to Mirissa: about 35 km, 1 hour',
      },
      {
        day: 4,
        title: 'Whale Watching in Mirissa',
        description:
          'Board a whale-watching boat at dawn in Mirissa harbour to look for blue whales, sperm whales and spinner dolphins off Dondra Head, where deep water comes close to the shore. Trips last four to five hours; in the afternoon, swim, take a surf lesson or climb Coconut Tree Hill for sunset.',
        activities: [
          'Whale-watching boat trip',
          'Blue whales and dolphins',
          'Surf lesson (optional)',
          'Coconut Tree Hill',
        ],
        meals: 'Breakfast, Dinner',
        accommodation: 'Beach hotel in Mirissa',
        note: WHALE_SEASON,
      },
      {
        day: 5,
        title: 'Udawalawe Elephant Safari',
        description:
          'Head inland to Udawalawe, arriving in time to watch orphaned calves being fed at the Elephant Transit Home, which raises them for release into the wild. In the afternoon, a jeep safari in Udawalawe National Park, where the open grassland around the reservoir makes wild elephants easy to see, along with water buffalo, crocodiles and birds of prey.',
        activities: ['Elephant Transit Home', 'Udawalawe jeep safari', 'Wild elephants', 'Birdwatching'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Safari lodge near Udawalawe',
        driving: 'Mirissa to Udawalawe: about 115 km, 2.5 hours',
        note: 'Udawalawe is open all year and elephants are seen on almost every safari.',
      },
      {
        day: 6,
        title: 'Departure',
        description:
          'After breakfast, your chauffeur-guide drives you back to Bandaranaike International Airport by the Southern Expressway. Stops for lunch and a stretch are easy to fit in on the way.',
        activities: ['Southern Expressway', 'Lunch stop on the way', 'Airport drop-off'],
        meals: 'Breakfast',
        accommodation: 'Departure',
        driving: 'Udawalawe to the airport: about 280 km, 4.5 to 5 hours via the Southern Expressway',
        note: 'This day suits an afternoon or evening flight. For a morning flight we can end the tour with a night near the airport instead.',
      },
    ],
    includes: CORE_INCLUDES,
    excludes: [...CORE_EXCLUDES, 'Madu River boat trip', 'Safari jeep hire', 'Whale-watching boat trip'],
    pricingNote: PRICING_NOTE,
    entranceFeesNote: ENTRANCE_FEES_NOTE,
  },
  {
    ...tourSummary('grand-circle-18day'),
    highlights: [
      { name: 'Anuradhapura Sacred City', image: 'anuradhapura' },
      { name: 'Trincomalee and Pigeon Island', image: 'trincomalee' },
      { name: 'Sigiriya Rock Fortress', image: 'sigiriya' },
      { name: 'Knuckles Mountain Range', image: 'knuckles' },
      { name: "Horton Plains and World's End", image: 'horton-plains' },
      { name: 'Ella and the hill-country train', image: 'ella' },
      { name: 'Yala National Park', image: 'yala' },
      { name: 'Galle Fort', image: 'galle' },
    ],
    itinerary: [
      {
        day: 1,
        title: 'Arrival in Negombo',
        description:
          'Your chauffeur-guide meets you in the arrivals hall at Bandaranaike International Airport in Katunayake and takes you the short way to your hotel in Negombo. After a rest, walk along the Dutch Canal and the fishing beach, and watch the sun set over the Indian Ocean.',
        activities: ['Airport welcome', 'Dutch Canal', 'Fishing beach', 'Sunset on Negombo beach'],
        meals: 'Dinner',
        accommodation: 'Beach hotel in Negombo',
        driving: 'Airport to Negombo: about 10 km, 20 minutes',
      },
      {
        day: 2,
        title: 'Negombo to Anuradhapura',
        description:
          "Drive north through coconut plantations and Kurunegala to Anuradhapura, the island's capital for more than a thousand years. In the late afternoon, join pilgrims at the Sri Maha Bodhi, a sacred fig grown from a cutting of the tree under which the Buddha found enlightenment, and watch the white dome of Ruwanwelisaya glow at sunset.",
        activities: ['Drive to the northern plains', 'Sri Maha Bodhi', 'Ruwanwelisaya at sunset', 'Evening offerings'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Anuradhapura',
        driving: 'Negombo to Anuradhapura: about 175 km, 4 to 4.5 hours',
        note: `${TEMPLE_DRESS} White clothing is customary at the Sri Maha Bodhi.`,
      },
      {
        day: 3,
        title: 'Anuradhapura Sacred City & Mihintale',
        description:
          'Cycle between the great brick stupas of Jetavanaramaya and Abhayagiri, the Twin Ponds and the Isurumuniya rock temple with its carving of the lovers. In the afternoon, climb the long stairway at Mihintale, where Buddhism was brought to Sri Lanka in the 3rd century BC, for views over the forest at sunset.',
        activities: ['Cycling the sacred city', 'Jetavanaramaya', 'Twin Ponds', 'Isurumuniya', 'Mihintale climb'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Anuradhapura',
        driving: 'Anuradhapura to Mihintale: about 15 km, 25 minutes each way',
        note: 'Shoes come off at every shrine and the stone gets very hot by midday, so bring socks. Mihintale has more than 1,800 steps; the climb is easiest late in the day.',
      },
      {
        day: 4,
        title: 'Anuradhapura to Trincomalee',
        description:
          'Cross the dry zone to the east coast and Trincomalee, set on one of the finest natural harbours in the world. Visit Fort Frederick, where spotted deer wander among the old barracks, and the Koneswaram Hindu temple on Swami Rock, high above the sea.',
        activities: ['Drive to the east coast', 'Fort Frederick', 'Koneswaram Temple', 'Swami Rock viewpoint'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Beach hotel near Trincomalee',
        driving: 'Anuradhapura to Trincomalee: about 110 km, 2.5 to 3 hours',
        note: 'At Hindu temples, shoes are left at the gate and shoulders and knees should be covered.',
      },
      {
        day: 5,
        title: 'Pigeon Island & Nilaveli Beach',
        description:
          'A short boat ride from Nilaveli takes you to Pigeon Island National Park to snorkel over coral gardens with reef fish, turtles and blacktip reef sharks. Spend the afternoon on the long white-sand beach at Nilaveli.',
        activities: ['Pigeon Island snorkelling', 'Coral reef and reef sharks', 'Nilaveli beach', 'Seafood lunch'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Beach hotel near Trincomalee',
        driving: 'Trincomalee to Nilaveli: about 15 km, 30 minutes each way',
        note: 'The east coast is at its best from about April to September. Boats to Pigeon Island stop when the sea is rough, mainly from November to January; we then plan a land day with the Kanniya hot wells and the Commonwealth War Cemetery.',
      },
      {
        day: 6,
        title: 'Trincomalee to Sigiriya & Pidurangala Rock',
        description:
          'Drive inland to the Cultural Triangle and check in near Sigiriya. In the late afternoon, climb Pidurangala Rock past an ancient monastery and a reclining Buddha for the classic sunset view of Sigiriya across the forest.',
        activities: [
          'Drive to the Cultural Triangle',
          'Pidurangala Rock climb',
          'Reclining Buddha',
          'Sunset view of Sigiriya',
        ],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Sigiriya',
        driving: 'Trincomalee to Sigiriya: about 100 km, 2.5 hours',
        note: 'The path starts at a temple, so cover shoulders and knees. The last part is a scramble over boulders: wear good shoes and carry a torch for the way down.',
      },
      {
        day: 7,
        title: 'Sigiriya Rock Fortress & Minneriya Safari',
        description:
          "Climb Sigiriya at opening time, before the heat and the crowds: the 5th-century citadel of King Kashyapa rises about 180 m above the plain, with frescoes, the Mirror Wall and the giant Lion's Paws on the way up. After lunch and a rest, a jeep safari in Minneriya National Park, where herds of elephants graze on the shores of an ancient reservoir.",
        activities: ['Sigiriya Rock climb', 'Frescoes and Mirror Wall', "Lion's Paw terrace", 'Minneriya jeep safari'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Sigiriya',
        driving: 'Sigiriya to Minneriya: about 30 km, 45 minutes',
        note: `${SIGIRIYA_CLIMB} ${MINNERIYA_SEASON}`,
      },
      {
        day: 8,
        title: 'Polonnaruwa Ancient City',
        description:
          "Explore Sri Lanka's medieval capital by bicycle: the Royal Palace, the circular Vatadage, the great reservoir of Parakrama Samudra and the four Buddha figures of the Gal Vihara, carved from a single granite face. Back in Sigiriya, a village tour by bullock cart and canoe ends with a Sri Lankan cooking demonstration.",
        activities: [
          'Cycling the ancient city',
          'Gal Vihara',
          'Parakrama Samudra',
          'Village tour',
          'Cooking demonstration',
        ],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Sigiriya',
        driving: 'Sigiriya to Polonnaruwa: about 60 km, 1.5 hours each way',
        note: TEMPLE_DRESS,
      },
      {
        day: 9,
        title: 'Dambulla Cave Temple & Spice Garden to Kandy',
        description:
          'Visit the Golden Temple of Dambulla, five cave shrines filled with Buddha statues and ancient murals, then stop at a spice garden in Matale on the road into the hills. In Kandy, attend the evening ceremony at the Temple of the Sacred Tooth Relic and a performance of Kandyan dance.',
        activities: ['Dambulla Cave Temple', 'Matale spice garden', 'Temple of the Tooth', 'Kandyan dance show'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Kandy',
        driving: 'Sigiriya to Kandy via Dambulla: about 95 km, 3 hours',
        note: TEMPLE_OF_THE_TOOTH,
      },
      {
        day: 10,
        title: 'Knuckles Mountain Range Hike',
        description:
          "Drive into the Knuckles Conservation Forest, part of the UNESCO-listed Central Highlands, for a guided hike of four to five hours through cloud forest, cardamom gardens and remote villages. From Corbet's Gap the view opens over the ridges that gave the range its name. Return to Kandy for a well-earned rest.",
        activities: ["Corbet's Gap viewpoint", 'Guided forest hike', 'Mountain villages', 'Streams and waterfalls'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Kandy',
        driving: "Kandy to Corbet's Gap: about 50 km, 2 hours each way",
        note: 'A licensed local guide and a forest permit are required; we arrange both. Trails are muddy and leeches are common after rain, so wear walking shoes and leech socks.',
      },
      {
        day: 11,
        title: 'Peradeniya Gardens & Tea Country to Nuwara Eliya',
        description:
          'Start at the Royal Botanical Gardens in Peradeniya, then climb into tea country past Ramboda Falls. At a working tea factory, follow the leaf from withering to tasting before arriving in Nuwara Eliya, the cool hill station the British called "Little England".',
        activities: ['Peradeniya Botanical Gardens', 'Ramboda Falls', 'Tea factory visit', 'Nuwara Eliya town'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Nuwara Eliya',
        driving: 'Kandy to Nuwara Eliya via Peradeniya: about 80 km, 3 hours',
        note: 'Nights in Nuwara Eliya are cold all year; bring a warm layer.',
      },
      {
        day: 12,
        title: "Horton Plains & World's End",
        description:
          "Leave before dawn for Horton Plains National Park, a high plateau of grassland and cloud forest above 2,000 m. The 9 km loop walk leads to World's End, where the escarpment drops almost 900 m, and to Baker's Falls; mist usually closes in by late morning, so an early start pays off. Spend the afternoon around Gregory Lake and the colonial town centre.",
        activities: [
          'Horton Plains loop walk',
          "World's End",
          "Baker's Falls",
          'Sambar deer and endemic birds',
          'Gregory Lake',
        ],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Nuwara Eliya',
        driving: 'Nuwara Eliya to Horton Plains: about 32 km, 1 hour each way',
        note: "Plastic is not allowed in the park and bags are checked at the gate. In the pilgrimage season (December to May) the night climb of Adam's Peak can replace this day, with a night in Dalhousie.",
      },
      {
        day: 13,
        title: 'Scenic Train to Ella',
        description:
          "Board the train at Nanu Oya for one of the world's great rail journeys, through tea estates and tunnels and over Pattipola, the highest station on the island. Your chauffeur drives ahead with the luggage and meets you in Ella, where a train crossing the Nine Arch Bridge makes a fine end to the afternoon.",
        activities: ['Scenic hill-country train', 'Pattipola, the highest station', 'Nine Arch Bridge', 'Ella village'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Boutique hotel in Ella',
        driving: 'Train from Nanu Oya to Ella: about 3 hours (the vehicle follows by road, about 60 km)',
        note: TRAIN_SEATS,
      },
      {
        day: 14,
        title: "Ella Rock & Little Adam's Peak",
        description:
          "Hike to the top of Ella Rock, a three-to-four-hour round trip along the railway line and through eucalyptus forest, for views down the Ella Gap to the southern plains. In the afternoon, the gentler walk up Little Adam's Peak through tea gardens, or a massage in the village.",
        activities: ['Ella Rock hike', "Little Adam's Peak", 'Tea estate walk', 'Ayurvedic massage (optional)'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Boutique hotel in Ella',
        note: 'The Ella Rock trail is steep and poorly marked in places; a local guide is recommended.',
      },
      {
        day: 15,
        title: 'Ravana Falls & Yala Safari',
        description:
          'Descend from the hills past Ravana Falls to the dry south-east. After lunch at your lodge, set out on an afternoon jeep safari in Yala National Park, famous for its leopards and also home to elephants, sloth bears, crocodiles and a wealth of birds.',
        activities: ['Ravana Falls', 'Yala jeep safari', 'Leopard spotting', 'Birdwatching'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Safari lodge near Yala',
        driving: 'Ella to Yala: about 110 km, 2.5 to 3 hours',
        note: YALA_CLOSURE,
      },
      {
        day: 16,
        title: 'Along the South Coast to Mirissa',
        description:
          'Join an optional early-morning safari or enjoy a slow breakfast at the lodge. Then drive west along the coast past the bays of Tangalle to Mirissa, for an afternoon on the beach and sunset at Coconut Tree Hill.',
        activities: ['Optional morning safari', 'Coastal drive', 'Mirissa beach', 'Coconut Tree Hill sunset'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Beach hotel in Mirissa',
        driving: 'Yala to Mirissa: about 125 km, 2.5 to 3 hours',
      },
      {
        day: 17,
        title: 'Whale Watching in Mirissa',
        description:
          'Board a whale-watching boat at dawn in Mirissa harbour to look for blue whales, sperm whales and spinner dolphins off Dondra Head, where deep water comes close to the shore. Trips last four to five hours, and the afternoon is free for swimming or a surf lesson.',
        activities: ['Whale-watching boat trip', 'Blue whales and dolphins', 'Beach time', 'Surf lesson (optional)'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Beach hotel in Mirissa',
        note: WHALE_SEASON,
      },
      {
        day: 18,
        title: 'Galle Fort & Departure',
        description:
          "On the way to the airport, stop in Galle for a walk along the ramparts of its UNESCO-listed fort, past the lighthouse, the Dutch Reformed Church and the old merchants' houses. The Southern Expressway then takes you back to Bandaranaike International Airport.",
        activities: ['Galle Fort ramparts', 'Lighthouse and Dutch Church', 'Southern Expressway', 'Airport drop-off'],
        meals: 'Breakfast',
        accommodation: 'Departure',
        driving: 'Mirissa to Galle: about 35 km, 1 hour; Galle to the airport: about 155 km, 2.5 to 3 hours',
        note: 'Plan to reach the airport three hours before an international flight; for an early flight we skip Galle and leave directly.',
      },
    ],
    includes: [...CORE_INCLUDES, TRAIN_INCLUDE],
    excludes: [
      ...CORE_EXCLUDES,
      'Safari jeep hire',
      'Pigeon Island boat trip and snorkelling gear',
      'Local guide and forest permit for the Knuckles hike',
      'Whale-watching boat trip',
    ],
    pricingNote: PRICING_NOTE,
    entranceFeesNote: ENTRANCE_FEES_NOTE,
  },
  {
    ...tourSummary('sri-lanka-highlights-10day'),
    highlights: [
      { name: 'Dambulla Cave Temple', image: 'dambulla' },
      { name: 'Sigiriya Rock Fortress', image: 'sigiriya' },
      { name: 'Polonnaruwa Ancient City', image: 'polonnaruwa' },
      { name: 'Temple of the Tooth, Kandy', image: 'kandy' },
      { name: 'Tea country around Nuwara Eliya', image: 'nuwara-eliya' },
      { name: 'Ella and the Nine Arch Bridge', image: 'ella' },
      { name: 'Galle Fort', image: 'galle' },
    ],
    itinerary: [
      {
        day: 1,
        title: 'Arrival in Negombo',
        description:
          "Your chauffeur-guide meets you in the arrivals hall at Bandaranaike International Airport in Katunayake and takes you the short way to your hotel in Negombo. After a rest, an easy first afternoon along the Dutch Canal and past St Mary's Church, then sunset on the beach.",
        activities: ['Airport welcome', 'Dutch Canal', "St Mary's Church", 'Sunset on Negombo beach'],
        meals: 'Dinner',
        accommodation: 'Beach hotel in Negombo',
        driving: 'Airport to Negombo: about 10 km, 20 minutes',
      },
      {
        day: 2,
        title: 'Dambulla Cave Temple & Sigiriya',
        description:
          "Head inland through coconut country and Kurunegala to Dambulla. The Golden Temple's five cave shrines, a UNESCO World Heritage Site, hold more than 150 Buddha statues beneath ceilings covered in ancient murals. Continue to Sigiriya and, if you still have energy, climb Pidurangala Rock for sunset.",
        activities: ['Scenic drive inland', 'Dambulla Cave Temple', 'Cave murals', 'Pidurangala sunset (optional)'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Sigiriya',
        driving: 'Negombo to Dambulla: about 140 km, 3.5 hours; Dambulla to Sigiriya: about 20 km, 30 minutes',
        note: TEMPLE_DRESS,
      },
      {
        day: 3,
        title: 'Sigiriya Rock Fortress & Polonnaruwa',
        description:
          "Climb Sigiriya at opening time to see the frescoes, the Mirror Wall and the Lion's Paws of King Kashyapa's 5th-century citadel. After lunch, drive to Polonnaruwa, the medieval capital, and explore the Royal Palace, the Vatadage and the great Buddha figures of the Gal Vihara by bicycle or in the air-conditioned car.",
        activities: ['Sigiriya Rock climb', 'Frescoes and Mirror Wall', 'Polonnaruwa ancient city', 'Gal Vihara'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Sigiriya',
        driving: 'Sigiriya to Polonnaruwa: about 60 km, 1.5 hours each way',
        note: `${SIGIRIYA_CLIMB} ${TEMPLE_DRESS}`,
      },
      {
        day: 4,
        title: 'Matale Spice Garden & Temple of the Tooth, Kandy',
        description:
          'Leave the plains for the hills, stopping at a spice garden in Matale to see cinnamon, cardamom and pepper growing. Arrive in Kandy, the last royal capital, for the evening ceremony at the Temple of the Sacred Tooth Relic and a performance of Kandyan dance.',
        activities: ['Matale spice garden', 'Temple of the Tooth', 'Kandyan dance show', 'Kandy Lake'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Kandy',
        driving: 'Sigiriya to Kandy: about 90 km, 3 hours',
        note: TEMPLE_OF_THE_TOOTH,
      },
      {
        day: 5,
        title: 'Kandy & Peradeniya Botanical Gardens',
        description:
          'Spend the morning in the Royal Botanical Gardens at Peradeniya, known for the orchid house, the giant Java fig and avenues of royal palms. Back in town, browse the central market, visit a batik workshop and look out over the city and its lake from a hilltop viewpoint.',
        activities: [
          'Peradeniya Botanical Gardens',
          'Orchid house',
          'Kandy market',
          'Batik workshop',
          'City viewpoint',
        ],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Kandy',
        driving: 'Kandy to Peradeniya: about 6 km, 20 minutes each way',
      },
      {
        day: 6,
        title: 'Tea Country to Nuwara Eliya',
        description:
          'Climb through emerald tea estates past Ramboda Falls to a working tea factory, where you follow the leaf from plucking to the cup and taste the result. Arrive in Nuwara Eliya, the cool hill station the British called "Little England", for a walk around Gregory Lake and the colonial town centre.',
        activities: ['Ramboda Falls', 'Tea factory visit', 'Tea tasting', 'Gregory Lake', 'Colonial town walk'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Hotel in Nuwara Eliya',
        driving: 'Kandy to Nuwara Eliya: about 80 km, 3 hours',
        note: 'Nights in Nuwara Eliya are cold all year; bring a warm layer. An early-morning walk on Horton Plains can be added before the train.',
      },
      {
        day: 7,
        title: 'Scenic Train to Ella',
        description:
          "Board the train at Nanu Oya for the most beautiful stretch of the hill-country line, through tea estates and tunnels to the village of Ella, while your chauffeur drives ahead with the luggage. In the afternoon, walk to the Nine Arch Bridge and up Little Adam's Peak for sunset over the Ella Gap.",
        activities: ['Scenic hill-country train', 'Nine Arch Bridge', "Little Adam's Peak", 'Ella village'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Boutique hotel in Ella',
        driving: 'Train from Nanu Oya to Ella: about 3 hours (the vehicle follows by road, about 60 km)',
        note: TRAIN_SEATS,
      },
      {
        day: 8,
        title: 'Buduruwagala & the Road to Galle',
        description:
          'Descend from the hills past Ravana Falls to Buduruwagala, where seven figures, among them a standing Buddha about 15 m tall, were carved into a rock face more than a thousand years ago. The road then crosses the southern plains to join the Southern Expressway for Galle, in time for sunset on the fort walls.',
        activities: ['Ravana Falls', 'Buduruwagala rock carvings', 'Southern Expressway', 'Sunset on Galle Fort walls'],
        meals: 'Breakfast, Dinner',
        accommodation: 'Boutique hotel in Galle',
        driving: 'Ella to Galle: about 240 km, 4.5 to 5 hours via Wellawaya and the Southern Expressway',
      },
      {
        day: 9,
        title: 'Galle Fort & the South Coast',
        description:
          'Walk the ramparts and lanes of Galle Fort, a UNESCO World Heritage Site begun by the Portuguese and extended by the Dutch, with its lighthouse, old churches, museums and cafés. In the afternoon, see the stilt fishermen at Koggala and swim at one of the sheltered bays along the coast.',
        activities: [
          'Galle Fort walking tour',
          'Lighthouse and Dutch Church',
          'Stilt fishermen at Koggala',
          'Beach time',
        ],
        meals: 'Breakfast, Dinner',
        accommodation: 'Boutique hotel in Galle',
        driving: 'Galle to Koggala: about 15 km, 30 minutes each way',
        note: 'Between November and April, a whale-watching trip from Mirissa (about 35 km away) can replace this day.',
      },
      {
        day: 10,
        title: 'Departure',
        description:
          'After breakfast the Southern Expressway takes you back to Bandaranaike International Airport. Your chauffeur-guide times the drive around your flight and can stop for lunch or last-minute shopping on the way.',
        activities: ['Southern Expressway', 'Last-minute shopping', 'Airport drop-off'],
        meals: 'Breakfast',
        accommodation: 'Departure',
        driving: 'Galle to the airport: about 155 km, 2.5 to 3 hours via the Southern Expressway',
        note: 'Plan to reach the airport three hours before an international flight.',
      },
    ],
    includes: [...CORE_INCLUDES, TRAIN_INCLUDE],
    excludes: [...CORE_EXCLUDES, 'Optional activities such as whale watching or a Horton Plains walk'],
    pricingNote: PRICING_NOTE,
    entranceFeesNote: ENTRANCE_FEES_NOTE,
  },
];

/** The tour with this slug (also the tourId of enquiries and reviews), or undefined for an unknown slug. */
export function findTour(slug: string): Tour | undefined {
  return TOURS.find((tour) => tour.slug === slug);
}
