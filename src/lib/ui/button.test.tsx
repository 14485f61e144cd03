import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('keeps its name while it works, and says it is busy', () => {
    const { rerender } = render(<Button color="primary">发布</Button>);
    expect(screen.getByRole('button', { name: '发布' }).getAttribute('aria-busy')).toBeNull();
    rerender(
      <Button color="primary" loading>
        发布
      </Button>,
    );
    const working = screen.getByRole('button', { name: '发布' });
    expect(working.getAttribute('aria-busy')).toBe('true');
    expect((working as HTMLButtonElement).disabled).toBe(true);
  });
});
