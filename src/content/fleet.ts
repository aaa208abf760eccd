import type { Vehicle } from './types';

/**
 * The vehicle fleet shown on /transport (spec §2 "Transport", §3 "Vehicle"). Capacities are the spec's; every
 * vehicle is air-conditioned. English source data: vehicle names and features are not translated.
 */
export const FLEET: readonly Vehicle[] = [
  {
    id: 'luxury-sedan',
    name: 'Luxury Sedan',
    category: 'sedan',
    passengers: 3,
    luggage: 2,
    image: 'vehicle-sedan',
    description:
      'A quiet, air-conditioned sedan for couples and small families. Ideal for airport transfers and relaxed multi-day tours.',
    features: ['Air conditioning', 'Free WiFi', 'Leather seats', 'Phone chargers', 'Bottled water'],
  },
  {
    id: 'family-van',
    name: 'Family Van',
    category: 'van',
    passengers: 8,
    luggage: 5,
    image: 'vehicle-van',
    description:
      'A spacious air-conditioned van for families and small groups, with room for everyone’s luggage and an entertainment system for the longer drives.',
    features: ['Air conditioning', 'Entertainment system', 'Free WiFi', 'Reclining seats', 'Bottled water'],
  },
  {
    id: 'luxury-suv',
    name: 'Luxury SUV',
    category: 'suv',
    passengers: 3,
    luggage: 3,
    image: 'vehicle-suv',
    description:
      'An air-conditioned 4x4 with a high, comfortable ride for winding hill-country roads and the approach to the national parks.',
    features: ['Air conditioning', '4x4', 'Free WiFi', 'Leather seats', 'Bottled water'],
  },
  {
    id: 'mini-coach',
    name: 'Mini Coach',
    category: 'bus',
    passengers: 15,
    luggage: 10,
    image: 'vehicle-coach',
    description:
      'An air-conditioned mini coach for larger groups, weddings and company trips. Everyone travels together, with a separate luggage compartment.',
    features: [
      'Air conditioning',
      'Reclining seats',
      'Microphone and PA system',
      'Large luggage compartment',
      'Bottled water',
    ],
  },
];

export interface HomeFleetCard {
  /** The id of a vehicle in FLEET. */
  vehicleId: string;
  /** The short facts shown on the home-page card, in order. */
  badges: readonly string[];
}

/** The three hard-coded "Premium fleet" cards on the home page (spec §2 "Home"); each links to /transport. */
export const HOME_FLEET: readonly HomeFleetCard[] = [
  { vehicleId: 'luxury-sedan', badges: ['3 Passengers', 'A/C', 'WiFi'] },
  { vehicleId: 'family-van', badges: ['8 Passengers', 'A/C', 'Entertainment'] },
  { vehicleId: 'luxury-suv', badges: ['3 Passengers', 'A/C', '4x4'] },
];
