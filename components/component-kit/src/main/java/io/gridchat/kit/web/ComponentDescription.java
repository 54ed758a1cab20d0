package io.gridchat.kit.web;

import java.io.StringWriter;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.ModelFactory;
import org.apache.jena.rdf.model.Resource;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.vocabulary.RDF;
import org.apache.jena.vocabulary.RDFS;

/** The component's self-description in Turtle, as Qanary components publish it. */
public record ComponentDescription(String name, String text, String baseUrl) {
    public String turtle() {
        Model m = ModelFactory.createDefaultModel();
        m.setNsPrefix("qa", io.gridchat.kit.vocabulary.Vocabulary.QA);
        m.setNsPrefix("rdfs", RDFS.getURI());
        Resource r = m.createResource("urn:qanary:" + name);
        r.addProperty(RDF.type, m.createResource(io.gridchat.kit.vocabulary.Vocabulary.QA + "QanaryComponent"));
        r.addProperty(RDFS.label, name);
        r.addProperty(RDFS.comment, text);
        if (baseUrl != null) r.addProperty(RDFS.seeAlso, m.createResource(baseUrl + "/annotatequestion"));
        StringWriter out = new StringWriter();
        RDFDataMgr.write(out, m, Lang.TURTLE);
        return out.toString();
    }
}
