/** The post id in /admin/blogs/edit/{id}; 0 (no such post) for anything that is not one. */
export function postIdOf(param: string): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}
