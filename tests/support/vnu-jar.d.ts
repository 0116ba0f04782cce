// The `vnu-jar` package exports the path of vnu.jar (a String object), without types of its own.
declare module 'vnu-jar' {
  const jarPath: string
  export default jarPath
}
