/**
 * What the form offers as one is chosen: the staff members who do the chosen service, the services the
 * chosen staff member does (each list whole while nothing is chosen; a chosen value always stays offered).
 */
export function performersOf(
  services: readonly { id: string; name: string }[],
  staff: readonly { id: string; name: string; serviceIds: readonly string[] }[],
  chosen: { serviceId: string; staffId: string },
) {
  const member = staff.find((candidate) => candidate.id === chosen.staffId);
  return {
    services: services.filter(
      (service) => !member || service.id === chosen.serviceId || member.serviceIds.includes(service.id),
    ),
    staff: staff.filter(
      (candidate) =>
        chosen.serviceId === '' ||
        candidate.id === chosen.staffId ||
        candidate.serviceIds.includes(chosen.serviceId),
    ),
  };
}
