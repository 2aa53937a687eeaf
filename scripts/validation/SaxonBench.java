// Saxon-HE (Java) side of npm run bench:validation: compiles the given XSLT rule sets once, then validates one
// document: warm-up runs, ms per document sequentially, and documents/s with N threads (one transformer per run, the
// compiled stylesheets shared). Run with `java -cp Saxon-HE.jar SaxonBench.java <doc> <iterations> <threads> <xslt>...`
// Prints one JSON line.
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.xml.transform.stream.StreamSource;
import net.sf.saxon.s9api.*;

public class SaxonBench {
  public static void main (String[] args) throws Exception {
    File doc = new File(args[0]);
    int iterations = Integer.parseInt(args[1]);
    int threads = Integer.parseInt(args[2]);
    Processor proc = new Processor(false);
    XsltCompiler compiler = proc.newXsltCompiler();
    List<XsltExecutable> rules = new ArrayList<>();
    long c0 = System.nanoTime();
    for (int i = 3; i < args.length; i++) rules.add(compiler.compile(new StreamSource(new File(args[i]))));
    double compileMs = (System.nanoTime() - c0) / 1e6;
    long f0 = System.nanoTime();
    once(proc, rules, doc);
    double firstMs = (System.nanoTime() - f0) / 1e6;
    for (int i = 0; i < Math.max(5, iterations / 2); i++) once(proc, rules, doc);
    long t0 = System.nanoTime();
    for (int i = 0; i < iterations; i++) once(proc, rules, doc);
    double msPerDoc = (System.nanoTime() - t0) / 1e6 / iterations;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<?>> fs = new ArrayList<>();
    long p0 = System.nanoTime();
    for (int i = 0; i < iterations * threads; i++) fs.add(pool.submit(() -> { once(proc, rules, doc); return null; }));
    for (Future<?> f : fs) f.get();
    double docsPerSecond = iterations * threads / ((System.nanoTime() - p0) / 1e9);
    pool.shutdown();
    System.out.printf("{\"compileMs\":%.1f,\"firstMs\":%.1f,\"msPerDoc\":%.2f,\"docsPerSecond\":%.2f}%n", compileMs, firstMs, msPerDoc, docsPerSecond);
  }

  static void once (Processor proc, List<XsltExecutable> rules, File doc) throws SaxonApiException {
    XdmNode source = proc.newDocumentBuilder().build(doc);
    for (XsltExecutable x : rules) {
      Xslt30Transformer t = x.load30();
      t.setGlobalContextItem(source);
      XdmDestination out = new XdmDestination();
      t.applyTemplates(source, out);
    }
  }
}
