import { MAX_PICKED_IMAGES, type PickedImage } from './host-sdk';

const dialogs = () => import('./simulator-dialogs');

/** The simulators' sign-in: the account asked for in the address, else one picked from the server's list. */
export const pickSimulatedAccount = async (accounts: { key: string; text: string; description: string }[]) =>
  (await dialogs()).pickSimulatedAccount(accounts);

/** The simulators' scanner: the code's text typed into a dialog. */
export const simulatedScan = async () => (await dialogs()).simulatedScan();

/** The simulators' image picker: the browser's file input. */
export function simulatedImagePick(pick?: { max?: number }): Promise<PickedImage[]> {
  return new Promise<PickedImage[]>((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.multiple = true;
    input.addEventListener('change', () => {
      const files = Array.from(input.files ?? []).slice(0, pick?.max ?? MAX_PICKED_IMAGES);
      resolve(
        files.map((file) => ({ file, url: URL.createObjectURL(file), name: file.name, size: file.size })),
      );
    });
    input.click();
  });
}
