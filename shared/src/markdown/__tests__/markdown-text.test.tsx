import { screen } from '@testing-library/react';
import { renderWithProviders } from '@cs16ar/shared/testing';
import { MarkdownText } from '../markdown-text';

function renderMarkdown(source: string) {
  return renderWithProviders(<MarkdownText>{source}</MarkdownText>, { route: '/comunidad/novedades/una' });
}

describe('editors markdown (news, rules, about us)', () => {
  it('renders headings, lists and emphasis', () => {
    renderMarkdown('## Premios\n\n1. **Primero**: tres meses\n2. Segundo');

    expect(screen.getByRole('heading', { level: 2, name: 'Premios' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Primero').tagName).toBe('STRONG');
  });

  it('never renders raw HTML: no script, no event handler, no markup of the editor', () => {
    const { container } = renderMarkdown(
      'Antes <script>alert(1)</script><img src=x onerror="alert(1)"> <iframe src="https://evil.example"></iframe> <b>negrita</b> después',
    );

    expect(container.querySelector('script, img, iframe, b')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|<script|<iframe/i);
    expect(container).toHaveTextContent('Antes');
    expect(container).toHaveTextContent('después');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox(1)',
  ])('blanks a %s link, keeping its text', (url) => {
    const { container } = renderMarkdown(`[hacé clic](${url})`);

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('hacé clic')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/javascript:|data:|vbscript:/i);
  });

  it('blanks unsafe image sources, showing the description instead', () => {
    const { container } = renderMarkdown('![el mapa](javascript:alert(1)) ![portada](https://cs16.com.ar/p.png)');

    expect(container.innerHTML).not.toContain('javascript:');
    expect(screen.getByText('el mapa')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'portada' })).toHaveAttribute('src', 'https://cs16.com.ar/p.png');
  });

  it('opens other sites in a new tab without a handle on this page; paths of the site stay in it', async () => {
    const { user, location } = renderMarkdown(
      '[foro](https://foro.example/cs) y [la regla 3](/comunidad/reglamentos#general-3)',
    );

    expect(screen.getByRole('link', { name: 'foro' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'foro' })).toHaveAttribute('rel', 'noopener noreferrer');
    const rule = screen.getByRole('link', { name: 'la regla 3' });
    expect(rule).toHaveAttribute('href', '/comunidad/reglamentos#general-3');
    expect(rule).not.toHaveAttribute('target');

    // A click moves the page's own router (no reload of the site).
    await user.click(rule);
    expect(location()).toBe('/comunidad/reglamentos');
  });
});
