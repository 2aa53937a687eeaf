<?xml version="1.0" encoding="UTF-8"?>
<!--
  A small ISO Schematron -> XSLT 2.0 compiler for the tests (run by Saxon-HE, test/helpers/tools.ts schematronCheck):
  enough for rule sets made of patterns with rules, asserts, reports and lets (queryBinding xslt2), as the Peppol MLS
  1.0 Schematron is. Semantics kept: in a pattern, a node is checked by the first rule whose context matches it
  (template priorities by rule order); pattern lets are global variables, rule lets local ones; an assert fails when
  its test is false, a report when it is true. The output is <result><failed id flag location>text</failed>...</result>.
  No phases, abstract patterns, includes or diagnostics: the compiler stops on them rather than ignore them.
-->
<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:axsl="urn:wharf:test:xsl-alias" xmlns:sch="http://purl.oclc.org/dsdl/schematron">
  <xsl:namespace-alias stylesheet-prefix="axsl" result-prefix="xsl"/>
  <xsl:output indent="yes"/>

  <xsl:template match="/sch:schema">
    <xsl:if test="sch:phase | sch:include | //sch:pattern[@abstract = 'true'] | //sch:extends | //sch:diagnostics">
      <xsl:message terminate="yes">unsupported Schematron construct</xsl:message>
    </xsl:if>
    <axsl:stylesheet version="2.0">
      <xsl:for-each select="sch:ns"><xsl:namespace name="{@prefix}" select="@uri"/></xsl:for-each>
      <xsl:for-each select="sch:let | sch:pattern/sch:let"><axsl:variable name="{@name}" select="{@value}"/></xsl:for-each>
      <axsl:template match="/">
        <result>
          <xsl:for-each select="sch:pattern"><axsl:apply-templates select="/" mode="P{position()}"/></xsl:for-each>
        </result>
      </axsl:template>
      <xsl:for-each select="sch:pattern">
        <xsl:variable name="mode" select="concat('P', position())"/>
        <xsl:for-each select="sch:rule">
          <axsl:template match="{@context}" mode="{$mode}" priority="{1000 - position()}">
            <xsl:for-each select="sch:let"><axsl:variable name="{@name}" select="{@value}"/></xsl:for-each>
            <xsl:for-each select="sch:assert | sch:report">
              <axsl:if test="{if (self::sch:assert) then concat('not(', @test, ')') else concat('(', @test, ')')}">
                <failed id="{@id}" flag="{@flag}">
                  <axsl:attribute name="location"><axsl:value-of select="path()"/></axsl:attribute>
                  <xsl:apply-templates select="node()" mode="message"/>
                </failed>
              </axsl:if>
            </xsl:for-each>
            <axsl:apply-templates select="@* | node()" mode="{$mode}"/>
          </axsl:template>
        </xsl:for-each>
        <axsl:template match="@* | node()" mode="{$mode}" priority="-1">
          <axsl:apply-templates select="@* | node()" mode="{$mode}"/>
        </axsl:template>
      </xsl:for-each>
    </axsl:stylesheet>
  </xsl:template>

  <xsl:template match="text()" mode="message"><xsl:value-of select="."/></xsl:template>
  <xsl:template match="sch:value-of" mode="message"><axsl:value-of select="{@select}"/></xsl:template>
  <xsl:template match="sch:name" mode="message"><axsl:value-of select="name()"/></xsl:template>
  <xsl:template match="*" mode="message"><xsl:message terminate="yes">unsupported element in a message: <xsl:value-of select="name()"/></xsl:message></xsl:template>
</xsl:stylesheet>
