import { composeStories, composeStory, setProjectAnnotations, type Decorator } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

function findStoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return findStoryFiles(full);
    return entry.name.endsWith('.stories.tsx') ? [full] : [];
  });
}

export interface StoryTestOptions {
  /** Folder searched (with its subfolders) for `*.stories.tsx`. */
  dir: string;
  /** Project decorators, e.g. the theme provider the stories expect. */
  decorators: Decorator[];
  /** Fails when the rendered page has serious accessibility violations. */
  expectAccessible(root: Element): Promise<void>;
}

/**
 * Every story is also a test: a broken story (render error, failing play, a11y regression) fails CI.
 * Registers one test per story found under `dir`.
 */
export function testEveryStory({ dir, decorators, expectAccessible }: StoryTestOptions): void {
  setProjectAnnotations([{ decorators, parameters: { layout: 'fullscreen' } }]);

  const files = findStoryFiles(dir);

  it('finds the story files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  describe.each(files.map((file) => [relative(dir, file), file]))('%s', (_name, file) => {
    const stories = Object.entries(composeStories(require(file))) as [string, ReturnType<typeof composeStory>][];
    it.each(stories)('%s renders, plays and is accessible', async (_storyName, Story) => {
      const errors = jest.spyOn(console, 'error');
      try {
        const { container } = render(<Story />);
        if (Story.play) {
          // Play functions drive React without act(), as they do in Storybook's browser.
          const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
          (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
          try {
            await Story.play({ canvasElement: container });
          } finally {
            (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
          }
        }
        // Dialogs and drawers render into a portal on document.body.
        expect(container.innerHTML !== '' || document.body.childElementCount > 1).toBe(true);
        expect(errors).not.toHaveBeenCalled();
        await expectAccessible(document.body);
      } finally {
        errors.mockRestore();
        cleanup();
      }
    });
  });
}
