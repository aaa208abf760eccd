import { describe, expect, it } from 'vitest';
import { trafficSource } from './traffic-source';

const own = 'lankatours.example';

describe('trafficSource', () => {
  it('no referrer is direct', () => {
    expect(trafficSource('', own)).toEqual({ source: 'direct' });
  });
  it('a page of this site is not a new source', () => {
    expect(trafficSource(`https://${own}/tours`, own)).toEqual({ source: null });
  });
  it.each([
    ['https://www.google.co.uk/', 'www.google.co.uk', 'google'],
    ['https://www.google.com/search?q=x', 'www.google.com', 'google'],
    ['https://duckduckgo.com/', 'duckduckgo.com', 'duckduckgo'],
    ['https://search.yahoo.com/search?p=x', 'search.yahoo.com', 'yahoo'],
    ['https://www.bing.com/', 'www.bing.com', 'bing'],
    ['https://bing.com/', 'bing.com', 'bing'],
  ])('%s is organic (%s, %s)', (referrer, referrerHost, engine) => {
    expect(trafficSource(referrer, own)).toEqual({ source: 'organic', referrerHost, engine });
  });
  it('any other site is a referral, with its host only', () => {
    expect(trafficSource('https://Blog.Example.org/post/12?utm=x', own)).toEqual({
      source: 'referral',
      referrerHost: 'blog.example.org',
    });
    expect(trafficSource('https://notgoogle.com/', own)).toEqual({ source: 'referral', referrerHost: 'notgoogle.com' });
  });
  it('an unreadable referrer counts as direct', () => {
    expect(trafficSource('not a url', own)).toEqual({ source: 'direct' });
  });
});
