/*
 * The reference for issue 21, point 4: the WS-Security signature of a Peppol AS4 envelope made and checked with Apache
 * Santuario (Debian libxml-security-java, the XML security library under WSS4J and phase4), in a warm JVM.
 * Not part of Wharf at run time; scripts/bench/santuario/run.ts compiles and runs it.
 *
 * What it signs, as Wharf's plugins/peppol-as4/wssec/sign.ts does: a wsse:Security header (first in S12:Header) with
 * a BinarySecurityToken (X509v3) and ds:Signature: exclusive C14N of SignedInfo (InclusiveNamespaces "S12"),
 * RSA-SHA256, SHA-256 references to eb:Messaging and S12:Body by wsu:Id (exclusive C14N) and to the attachment by
 * cid: (SwA 1.1 Attachment-Content-Signature-Transform; for the binary Peppol payload, application/gzip, the
 * transform yields the octets as they are), KeyInfo a SecurityTokenReference to the token.
 * Verifying: wsu:Id attributes marked as ids, the signer certificate read from the referenced token, secure
 * validation on, every reference and the SignatureValue checked.
 *
 *   java SignVerify sign   <envelope.xml> <attachment> <content-id> <key.pk8.pem> <cert.pem>   -> signed envelope
 *   java SignVerify verify <envelope.xml> <attachment> <content-id>                          -> "valid" (exit 0) or
 *                                                                                                "invalid" (exit 1)
 *   java SignVerify bench  <envelope.xml> <attachment> <content-id> <key.pk8.pem> <cert.pem> <warm-up s> <seconds>
 *       -> one JSON line: messages, msPerMessage (sign + verify, each from and to text), signMs, verifyMs, cpuMs
 *          (this thread's CPU), java (the JVM's version)
 */
import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.UUID;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.apache.xml.security.Init;
import org.apache.xml.security.algorithms.MessageDigestAlgorithm;
import org.apache.xml.security.c14n.Canonicalizer;
import org.apache.xml.security.signature.XMLSignature;
import org.apache.xml.security.signature.XMLSignatureInput;
import org.apache.xml.security.transforms.Transform;
import org.apache.xml.security.transforms.TransformSpi;
import org.apache.xml.security.transforms.Transforms;
import org.apache.xml.security.transforms.params.InclusiveNamespaces;
import org.apache.xml.security.utils.XMLUtils;
import org.apache.xml.security.utils.resolver.ResourceResolverContext;
import org.apache.xml.security.utils.resolver.ResourceResolverException;
import org.apache.xml.security.utils.resolver.ResourceResolverSpi;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;

public final class SignVerify {
  static final String S12 = "http://www.w3.org/2003/05/soap-envelope";
  static final String EB = "http://docs.oasis-open.org/ebxml-msg/ebms/v3.0/ns/core/200704/";
  static final String WSSE = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
  static final String WSU = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
  static final String DS = "http://www.w3.org/2000/09/xmldsig#";
  static final String XMLNS = "http://www.w3.org/2000/xmlns/";
  static final String SWA = "http://docs.oasis-open.org/wss/oasis-wss-SwAProfile-1.1#Attachment-Content-Signature-Transform";
  static final String X509V3 = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3";
  static final String BASE64 = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary";

  /** The one attachment of the message being signed or verified (this program handles one message at a time). */
  static String attachmentId;
  static byte[] attachmentBytes;

  /** SwA 1.1 section 5.4.2 for a binary part: the octets as they are. */
  public static final class ContentSignatureTransform extends TransformSpi {
    @Override protected String engineGetURI () { return SWA; }
    @Override protected XMLSignatureInput enginePerformTransform (XMLSignatureInput input, OutputStream os, Transform transform) throws java.io.IOException {
      try { return new XMLSignatureInput(input.getBytes()); } catch (Exception e) { throw new java.io.IOException(e); }
    }
  }

  /** cid:<Content-ID> -> the attachment's bytes; any other cid: is an error. */
  static final class CidResolver extends ResourceResolverSpi {
    @Override public boolean engineIsThreadSafe () { return true; }
    @Override public boolean engineCanResolveURI (ResourceResolverContext c) { return c.uriToResolve != null && c.uriToResolve.startsWith("cid:"); }
    @Override public XMLSignatureInput engineResolveURI (ResourceResolverContext c) throws ResourceResolverException {
      if (!c.uriToResolve.substring(4).equals(attachmentId)) {
        throw new ResourceResolverException("generic.EmptyMessage", new Object[] { "no attachment " + c.uriToResolve }, c.uriToResolve, c.baseUri);
      }
      XMLSignatureInput in = new XMLSignatureInput(attachmentBytes);
      in.setSourceURI(c.uriToResolve);
      return in;
    }
  }

  static final ThreadLocal<DocumentBuilder> BUILDER = ThreadLocal.withInitial(() -> {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      return f.newDocumentBuilder();
    } catch (Exception e) { throw new IllegalStateException(e); }
  });
  static final ThreadLocal<Transformer> SERIALIZER = ThreadLocal.withInitial(() -> {
    try {
      Transformer t = TransformerFactory.newInstance().newTransformer();
      t.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "no");
      return t;
    } catch (Exception e) { throw new IllegalStateException(e); }
  });

  static Document parse (String xml) throws Exception { return BUILDER.get().parse(new InputSource(new StringReader(xml))); }

  static String serialize (Document doc) throws Exception {
    StringWriter out = new StringWriter();
    SERIALIZER.get().transform(new DOMSource(doc), new StreamResult(out));
    return out.toString();
  }

  static Element child (Element parent, String ns, String local) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element && ns.equals(n.getNamespaceURI()) && local.equals(n.getLocalName())) return (Element) n;
    }
    throw new IllegalArgumentException("no " + local + " in " + parent.getLocalName());
  }

  /** Marks every wsu:Id attribute as an XML id, so "#id" references resolve (WSS4J does the same with its resolver). */
  static void markIds (Element e) {
    if (e.hasAttributeNS(WSU, "Id")) e.setIdAttributeNS(WSU, "Id", true);
    for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) if (n instanceof Element) markIds((Element) n);
  }

  static Element inclusive (Document doc) { return new InclusiveNamespaces(doc, "S12").getElement(); }

  static String sign (String envelopeXml, PrivateKey key, X509Certificate cert) throws Exception {
    Document doc = parse(envelopeXml);
    Element envelope = doc.getDocumentElement();
    Element header = child(envelope, S12, "Header");
    Element body = child(envelope, S12, "Body");
    Element messaging = child(header, EB, "Messaging");
    markIds(envelope);

    Element security = doc.createElementNS(WSSE, "wsse:Security");
    security.setAttributeNS(XMLNS, "xmlns:wsse", WSSE);
    security.setAttributeNS(XMLNS, "xmlns:wsu", WSU);
    security.setAttributeNS(S12, envelope.getPrefix() + ":mustUnderstand", "true");
    header.insertBefore(security, header.getFirstChild());
    String tokenId = "X509-" + UUID.randomUUID();
    Element token = doc.createElementNS(WSSE, "wsse:BinarySecurityToken");
    token.setAttribute("EncodingType", BASE64);
    token.setAttribute("ValueType", X509V3);
    token.setAttributeNS(WSU, "wsu:Id", tokenId);
    token.setTextContent(Base64.getEncoder().encodeToString(cert.getEncoded()));
    security.appendChild(token);

    Element c14n = XMLUtils.createElementInSignatureSpace(doc, "CanonicalizationMethod");
    c14n.setAttributeNS(null, "Algorithm", Canonicalizer.ALGO_ID_C14N_EXCL_OMIT_COMMENTS);
    c14n.appendChild(inclusive(doc));
    Element method = XMLUtils.createElementInSignatureSpace(doc, "SignatureMethod");
    method.setAttributeNS(null, "Algorithm", XMLSignature.ALGO_ID_SIGNATURE_RSA_SHA256);
    XMLSignature signature = new XMLSignature(doc, "", method, c14n);
    signature.setId("SIG-" + UUID.randomUUID());
    security.appendChild(signature.getElement());
    signature.addResourceResolver(new CidResolver());
    for (Element signed : new Element[] { messaging, body }) {
      Transforms transforms = new Transforms(doc);
      transforms.addTransform(Transforms.TRANSFORM_C14N_EXCL_OMIT_COMMENTS, inclusive(doc));
      signature.addDocument("#" + signed.getAttributeNS(WSU, "Id"), transforms, MessageDigestAlgorithm.ALGO_ID_DIGEST_SHA256);
    }
    Transforms attachment = new Transforms(doc);
    attachment.addTransform(SWA);
    signature.addDocument("cid:" + attachmentId, attachment, MessageDigestAlgorithm.ALGO_ID_DIGEST_SHA256);
    Element str = doc.createElementNS(WSSE, "wsse:SecurityTokenReference");
    Element ref = doc.createElementNS(WSSE, "wsse:Reference");
    ref.setAttribute("URI", "#" + tokenId);
    ref.setAttribute("ValueType", X509V3);
    str.appendChild(ref);
    signature.getKeyInfo().addUnknownElement(str);
    signature.sign(key);
    return serialize(doc);
  }

  static boolean verify (String signedXml) throws Exception {
    Document doc = parse(signedXml);
    Element envelope = doc.getDocumentElement();
    markIds(envelope);
    Element security = child(child(envelope, S12, "Header"), WSSE, "Security");
    XMLSignature signature = new XMLSignature(child(security, DS, "Signature"), "", true);
    signature.addResourceResolver(new CidResolver());
    Element str = child(child(signature.getElement(), DS, "KeyInfo"), WSSE, "SecurityTokenReference");
    String uri = child(str, WSSE, "Reference").getAttribute("URI");
    Element token = doc.getElementById(uri.substring(1));
    if (token == null || !WSSE.equals(token.getNamespaceURI()) || !"BinarySecurityToken".equals(token.getLocalName())) return false;
    X509Certificate cert = (X509Certificate) CertificateFactory.getInstance("X.509")
      .generateCertificate(new ByteArrayInputStream(Base64.getMimeDecoder().decode(token.getTextContent().trim())));
    return signature.checkSignatureValue(cert);
  }

  static PrivateKey readKey (Path pem) throws Exception {
    String text = Files.readString(pem).replaceAll("-----[A-Z ]+-----", "").replaceAll("\\s", "");
    return KeyFactory.getInstance("RSA").generatePrivate(new PKCS8EncodedKeySpec(Base64.getDecoder().decode(text)));
  }

  static X509Certificate readCert (Path pem) throws Exception {
    return (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(new ByteArrayInputStream(Files.readAllBytes(pem)));
  }

  static long threadCpuNanos () { return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime(); }

  public static void main (String[] args) throws Exception {
    Init.init();
    Transform.register(SWA, ContentSignatureTransform.class);
    String mode = args[0];
    String envelope = Files.readString(Path.of(args[1]), StandardCharsets.UTF_8);
    attachmentBytes = Files.readAllBytes(Path.of(args[2]));
    attachmentId = args[3];
    switch (mode) {
      case "sign":
        System.out.print(sign(envelope, readKey(Path.of(args[4])), readCert(Path.of(args[5]))));
        return;
      case "verify": {
        boolean ok = verify(envelope);
        System.out.println(ok ? "valid" : "invalid");
        System.exit(ok ? 0 : 1);
        return;
      }
      case "bench": {
        PrivateKey key = readKey(Path.of(args[4]));
        X509Certificate cert = readCert(Path.of(args[5]));
        long warmUpEnd = System.nanoTime() + (long) (Double.parseDouble(args[6]) * 1e9);
        while (System.nanoTime() < warmUpEnd) if (!verify(sign(envelope, key, cert))) throw new IllegalStateException("own signature invalid");
        long end = System.nanoTime() + (long) (Double.parseDouble(args[7]) * 1e9);
        long signNs = 0, verifyNs = 0, n = 0;
        long t0 = System.nanoTime(), cpu0 = threadCpuNanos();
        while (System.nanoTime() < end) {
          long a = System.nanoTime();
          String signed = sign(envelope, key, cert);
          long b = System.nanoTime();
          if (!verify(signed)) throw new IllegalStateException("own signature invalid");
          verifyNs += System.nanoTime() - b;
          signNs += b - a;
          n++;
        }
        double wall = (System.nanoTime() - t0) / 1e6, cpu = (threadCpuNanos() - cpu0) / 1e6;
        System.out.printf(java.util.Locale.ROOT, "{\"messages\":%d,\"msPerMessage\":%.4f,\"signMs\":%.4f,\"verifyMs\":%.4f,\"cpuMs\":%.4f,\"java\":\"%s\"}%n",
          n, wall / n, signNs / 1e6 / n, verifyNs / 1e6 / n, cpu / n, System.getProperty("java.version"));
        return;
      }
      default:
        throw new IllegalArgumentException("mode: sign | verify | bench");
    }
  }
}
