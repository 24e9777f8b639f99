import { describe, expect, it } from 'vitest';
import { counted, plural } from './plural';

describe('plural', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(plural(1, 'post')).toBe('post');
    expect(plural(0, 'post')).toBe('posts');
    expect(plural(2, 'post')).toBe('posts');
    expect(plural(2, 'reply', 'replies')).toBe('replies');
  });

  it('writes the count with its noun, with thousands separated', () => {
    expect(counted(1, 'new draft')).toBe('1 new draft');
    expect(counted(0, 'request')).toBe('0 requests');
    expect(counted(1, 'quote request')).toBe('1 quote request');
    expect(counted(1200, 'picture file')).toBe('1,200 picture files');
    expect(counted(3, 'person', 'people')).toBe('3 people');
  });
});
