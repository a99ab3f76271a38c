// The checkout's address follows its PIN code (decisions 0206 and 0293), on the cart's checkout and the
// subscription checkout alike: the PIN code checked on the product page or in the cart starts the address; the
// PIN code decides the state (its state in the directory, shown and not editable) and fills in the city, which
// stays editable: filled when blank or still holding what the previous PIN code filled in, never over what the
// shopper typed. A PIN code the directory does not have is said at once and what the previous one filled in goes.
// Only when the look-up itself failed may the shopper pick the state.
import { indianStates } from '@chamak/shared/checkout';
import { pinCodePattern } from '@chamak/shared/pin-code';
import { useQuery } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import { deliveryEstimateQuery } from '../../lib/delivery-estimate.ts';
import { deliveryPin, useDeliveryPin } from '../../lib/delivery-pin.ts';
import { type AddressValues, fillBlanks, selectState } from './address.ts';
import type { StateSource } from './address-fields.tsx';

export function usePinAddress(postalCode: string, setValues: Dispatch<SetStateAction<AddressValues>>) {
  const typed = postalCode.trim();
  const pin = pinCodePattern.test(typed) ? typed : null;
  const estimate = useQuery({ ...deliveryEstimateQuery(pin ?? ''), enabled: pin !== null });
  // The answer for the PIN code now in the field, never the previous one's.
  const estimated = pin !== null && estimate.data?.pin === pin ? estimate.data : null;

  const rememberedPin = useDeliveryPin();
  useEffect(() => {
    if (rememberedPin) setValues((current) => fillBlanks(current, { postalCode: rememberedPin }));
  }, [rememberedPin, setValues]);

  const lookupFailed = pin !== null && estimate.isError;
  const stateSource: StateSource = lookupFailed ? 'pick' : 'pin';
  const place = estimated?.place ?? null;
  const pinUnknown = estimated !== null && place === null;
  const autofilled = useRef<string | null>(null);
  useEffect(() => {
    if (pin) deliveryPin.set(pin);
    if (lookupFailed) return;
    // While a whole PIN code's look-up is on its way, the city and state stay as they are: a saved address chosen
    // with its own state keeps it (and stays the chosen one) instead of flashing "Select State" until the answer.
    if (pin !== null && estimated === null) return;
    const knownState = place !== null && (indianStates as readonly string[]).includes(place.state);
    const before = autofilled.current;
    setValues((current) => {
      const city = place
        ? !current.city.trim() || current.city === before
          ? place.city
          : current.city
        : pinUnknown && current.city === before
          ? ''
          : current.city;
      const state = knownState ? place.state : selectState;
      return city === current.city && state === current.state ? current : { ...current, city, state };
    });
    if (place) autofilled.current = place.city;
    else if (pinUnknown) autofilled.current = null;
  }, [pin, place, pinUnknown, lookupFailed, estimated, setValues]);

  return { pin, estimate, estimated, stateSource, pinUnknown };
}
