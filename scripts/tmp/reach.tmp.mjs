import fs from 'node:fs'; import path from 'node:path'
const root = '/work/main'
const entries = ['core/main.ts','scripts/cli/main.ts','core/plugins/worker.ts','core/validation/worker.ts','core/db/pglite-template.ts','scripts/start.js']
for (const f of ['plugins','transforms']) for (const n of fs.readdirSync(path.join(root,f))) { const d=path.join(f,n); if (fs.existsSync(path.join(root,d,'wharf-plugin.json'))) { const walk=(x)=>{for(const e of fs.readdirSync(path.join(root,x),{withFileTypes:true})){const p=path.join(x,e.name); if(e.isDirectory()) walk(p); else if(/\.(ts|js)$/.test(e.name)&&!e.name.endsWith('.test.ts')) entries.push(p)}}; walk(d)} }
const seen = new Set(); const stack=[...entries]
while (stack.length) { const f = stack.pop(); if (seen.has(f)) continue; seen.add(f); let src; try { src = fs.readFileSync(path.join(root,f),'utf8') } catch { continue }
  for (const m of src.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) { let t = path.normalize(path.join(path.dirname(f), m[1])); if (!/\.(ts|js|json)$/.test(t)) continue; stack.push(t) } }
const all=[]; const walk=(x)=>{for(const e of fs.readdirSync(path.join(root,x),{withFileTypes:true})){const p=path.join(x,e.name); if(e.isDirectory()) walk(p); else if(e.name.endsWith('.ts')&&!e.name.endsWith('.test.ts')) all.push(p)}}; walk('core')
for (const f of all) if (!seen.has(f)) console.log(f, fs.readFileSync(path.join(root,f),'utf8').split('\n').length)
