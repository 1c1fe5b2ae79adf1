package main

// Data Loader, ETL and middleware configs with secrets.

import "fmt"

var hdgETLGens = []hdgGen{
	{6, func() Sample { // process-conf.xml
		co := hdgCo()
		u, pw := hdgSFUser(co), hdgPassword()+hdgSFToken()
		t := fmt.Sprintf("<bean id=\"accountExtract\" class=\"com.salesforce.dataloader.process.ProcessRunner\" scope=\"prototype\">\n  <property name=\"name\" value=\"accountExtract\"/>\n  <property name=\"configOverrideMap\">\n    <map>\n      <entry key=\"sfdc.endpoint\" value=\"https://%s\"/>\n      <entry key=\"sfdc.username\" value=\"%s\"/>\n      <entry key=\"sfdc.password\" value=\"%s\"/>\n      <entry key=\"process.operation\" value=\"extract\"/>\n      <entry key=\"sfdc.extractionSOQL\" value=\"SELECT Id, Name FROM Account\"/>\n      <entry key=\"dataAccess.name\" value=\"C:\\dataloader\\out\\accounts.csv\"/>\n    </map>\n  </property>\n</bean>",
			hdgPick("login.salesforce.com", hdgMyDomain(co)), u, pw)
		return hdgMk("dataloader-password", "xml", t, []string{pw}, u)
	}},
	{4, func() Sample { // dataloader encrypt cmd
		pw := hdgPassword()
		t := fmt.Sprintf("C:\\dataloader\\v%s\\bin> encrypt.bat -k C:\\dataloader\\key.txt\nC:\\dataloader\\v%s\\bin> encrypt.bat -e \"%s\" C:\\dataloader\\key.txt\n(copied the output into process-conf.xml, sfdc.password)", hdgNum(58, 62)+".0.0", hdgNum(58, 62)+".0.0", pw)
		return hdgMk("dataloader-password", "shell", t, []string{pw})
	}},
	{4, func() Sample { // airbyte source json
		cs, rt := hdgConsumerSecret(), hdgSFRefresh()
		ck := hdgConsumerKey()
		t := fmt.Sprintf("{\n  \"sourceType\": \"salesforce\",\n  \"name\": \"Salesforce %s\",\n  \"configuration\": {\n    \"is_sandbox\": %s,\n    \"auth_type\": \"Client\",\n    \"client_id\": \"%s\",\n    \"client_secret\": \"%s\",\n    \"refresh_token\": \"%s\",\n    \"start_date\": \"%sT00:00:00Z\"\n  }\n}",
			hdgPick("prod", "UAT"), hdgPick("false", "true"), ck, cs, rt, hdgDate())
		return hdgMk("sf-oauth-etl", "json", t, []string{cs, rt}, ck)
	}},
	{5, func() Sample { // dbt profiles snowflake
		pw := hdgPassword()
		acct := hdgRnd(lower, 2) + hdgRnd(hdgDigits, 5) + "." + hdgPick("eu-central-1", "us-east-1", "west-europe.azure")
		t := fmt.Sprintf("crm_marts:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: %s\n      user: DBT_CRM\n      password: \"%s\"\n      role: TRANSFORMER\n      warehouse: CRM_WH\n      database: SALESFORCE_RAW\n      schema: marts\n      threads: %d", acct, pw, hdgIn(4, 16))
		return hdgMk("snowflake-password", "yaml", t, []string{pw}, acct)
	}},
	{6, func() Sample { // postgres conn string for heroku connect
		u := hdgPick("u", "ucrm", "connect_") + hdgRnd(lower+hdgDigits, 10)
		pw := hdgRnd(hdgHexL, 64)
		if hdgP(40) {
			pw = hdgURLPass()
		}
		host := "ec2-" + hdgRnd(hdgDigits, 2) + "-" + hdgRnd(hdgDigits, 3) + "-" + hdgRnd(hdgDigits, 2) + "-" + hdgRnd(hdgDigits, 3) + ".compute-1.amazonaws.com"
		t := fmt.Sprintf("$ heroku config:get DATABASE_URL -a %s-connect\npostgres://%s:%s@%s:5432/%s\n$ psql \"$(heroku config:get DATABASE_URL -a %s-connect)\" -c 'select count(*) from salesforce.contact'",
			hdgCo(), u, pw, host, hdgRnd(lower+hdgDigits, 14), hdgCo())
		return hdgMk("postgres-password", "shell", t, []string{pw}, u, host)
	}},
	{5, func() Sample { // airflow conn uri
		pw := hdgURLPass()
		tok, ts := hdgMaybeTok("")
		u := hdgSFUser(hdgCo())
		t := fmt.Sprintf("airflow connections add salesforce_default \\\n  --conn-type salesforce \\\n  --conn-login '%s' \\\n  --conn-password '%s' \\\n  --conn-extra '{\"security_token\": \"%s\", \"domain\": \"login\"}'", u, pw, tok)
		return hdgMk("sf-password-token", "shell", t, append([]string{pw}, ts...), u)
	}},
	{5, func() Sample { // meltano yaml
		pw := hdgPassword()
		tok, ts := hdgMaybeTok("''")
		u := hdgSFUser(hdgCo())
		t := fmt.Sprintf("plugins:\n  extractors:\n  - name: tap-salesforce\n    variant: meltanolabs\n    config:\n      username: %s\n      password: '%s'\n      security_token: %s\n      api_type: BULK\n      select_fields_by_default: true\n      start_date: '%s'\n", u, pw, tok, hdgDate())
		return hdgMk("sf-password-token", "yaml", t, append([]string{pw}, ts...), u)
	}},
	{5, func() Sample { // mulesoft properties
		cs := hdgConsumerSecret()
		key := hdgRnd(hdgAlnum, 16)
		secs := []string{cs, key}
		if hdgP(50) {
			key, secs = "${MULE_KEY}", []string{cs}
		}
		ck := hdgConsumerKey()
		t := fmt.Sprintf("# config-prod.yaml (mule app sfdc-orders-sapi)\nsalesforce:\n  consumerKey: \"%s\"\n  consumerSecret: \"%s\"\n  tokenUrl: \"https://login.salesforce.com/services/oauth2/token\"\n\n# run with: -M-Dmule.env=prod -M-Dmule.key=%s", ck, cs, key)
		return hdgMk("mule-secrets", "yaml", t, secs, ck)
	}},
	{4, func() Sample { // anypoint connected app
		cid, sec := hdgRnd(hdgHexL, 32), hdgRnd(hdgHexL+hdgHexU[10:], 32)
		t := fmt.Sprintf("anypoint:\n  connected_app:\n    client_id: %s\n    client_secret: %s\n  org_id: %s\n  env: %s", cid, sec, hdgUUID(), hdgPick("Production", "Sandbox"))
		return hdgMk("anypoint-client-secret", "yaml", t, []string{sec}, cid)
	}},
	{4, func() Sample { // boomi
		pw := hdgPassword()
		tok := hdgSFToken()
		u := hdgSFUser(hdgCo())
		t := fmt.Sprintf("Boomi connection \"SFDC Prod\" (Atom: %s-atom-01)\n  URL: https://login.salesforce.com/services/Soap/u/%s.0\n  User: %s\n  Password: %s%s   ← password+token, Boomi wants them concatenated", hdgCo(), hdgNum(56, 61), u, pw, tok)
		return hdgMk("sf-password-token", "notes", t, []string{pw + tok}, u)
	}},
	{4, func() Sample { // aws keys for appflow/s3 export
		id, sec := hdgAWSID(), hdgAWSSecret()
		bucket := hdgCo() + "-crm-exports"
		t := fmt.Sprintf("[crm-export]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s\n# bucket: s3://%s/salesforce/", id, sec, hdgPick("eu-west-1", "us-east-1", "eu-central-1"), bucket)
		return hdgMk("aws-keys", "ini", t, []string{id, sec}, bucket)
	}},
	{4, func() Sample { // sftp marketing cloud
		mid := hdgNum(100000000, 999999999)
		pw := hdgPassword()
		t := fmt.Sprintf("Marketing Cloud SFTP for the nightly subscriber import\nhost: mc%s.ftp.marketingcloudops.com\nuser: %s\npass: %s\nfolder: /Import/crm_daily", hdgRnd(lower+hdgDigits, 26), mid, pw)
		return hdgMk("sftp-password", "notes", t, []string{pw}, mid)
	}},
	{4, func() Sample { // informatica cloud
		pw := hdgPassword()
		u := hdgLower(hdgName()) + "." + hdgCo()
		t := fmt.Sprintf("IICS org: %s\nSecure Agent registered on crm-etl-%02d\nadmin login %s, password %s\nSalesforce connection uses the OAuth connected app, not this user.", hdgRnd(hdgAlnum, 22), hdgIn(1, 9), u, pw)
		return hdgMk("etl-password", "notes", t, []string{pw}, u)
	}},
	{4, func() Sample { // talend context
		pw := hdgPassword()
		tok, ts := hdgMaybeTok("")
		t := fmt.Sprintf("# Talend context group SFDC_PROD\nsf_user=%s\nsf_password=%s\nsf_token=%s\nmysql_host=%s\nmysql_password=${context.MYSQL_PW}", hdgSFUser(hdgCo()), pw, tok, "10.20."+hdgNum(0, 255)+"."+hdgNum(1, 254))
		return hdgMk("sf-password-token", "properties", t, append([]string{pw}, ts...))
	}},
	{3, func() Sample { // fivetran api
		k, s := hdgRnd(hdgAlnum, 16), hdgRnd(hdgAlnum, 32)
		t := fmt.Sprintf("curl -X POST https://api.fivetran.com/v1/connectors/%s/sync \\\n  -u %s:%s \\\n  -H 'Accept: application/json;version=2'", hdgRnd(lower, 4)+"_"+hdgRnd(lower, 8), k, s)
		return hdgMk("fivetran-api-key", "shell", t, []string{k, s})
	}},
	{4, func() Sample { // jitterbit
		pw := hdgPassword()
		u := "jb-agent@" + hdgCo() + ".com"
		t := fmt.Sprintf("Jitterbit Harmony private agent group \"%s\"\nagent registration: %s / %s\n(agent group id %s)", hdgPick("EU-CRM", "US-ERP", "Integration"), u, pw, hdgNum(100000, 999999))
		return hdgMk("etl-password", "notes", t, []string{pw}, u)
	}},
	{4, func() Sample { // github actions yaml with inline token (bad)
		rt := hdgSFRefresh()
		host := hdgMyDomain(hdgCo())
		t := fmt.Sprintf("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm install -g @salesforce/cli\n      - run: |\n          echo \"force://PlatformCLI::%s@%s\" > auth.txt\n          sf org login sfdx-url -f auth.txt -a prod\n      - run: sf project deploy start -o prod --test-level RunLocalTests", rt, host)
		return hdgMk("sfdx-auth-url", "yaml", t, []string{rt}, host)
	}},
	{4, func() Sample { // github token for CI
		tok := hdgGHP()
		t := fmt.Sprintf("%s: the CumulusCI flow needs to push the release tag, I gave it a PAT: %s (fine-grained, repo %s/sf-core only)", hdgName(), tok, hdgCo())
		return hdgMk("github-token", "chat", t, []string{tok})
	}},
	{4, func() Sample { // kafka / confluent for CDC
		k, s := hdgRnd(upper+hdgDigits, 16), hdgRnd(hdgAlnum+"+/", 64)
		t := fmt.Sprintf("# Salesforce CDC source connector → Confluent Cloud\nbootstrap.servers=pkc-%s.%s.aws.confluent.cloud:9092\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";\nsalesforce.cdc.name=AccountChangeEvent", hdgRnd(lower+hdgDigits, 5), hdgPick("eu-west-1", "us-east-2"), k, s)
		return hdgMk("confluent-api-key", "properties", t, []string{s}, k)
	}},
	{4, func() Sample { // python etl with conn string mssql
		pw := hdgURLPass()
		t := fmt.Sprintf("engine = sqlalchemy.create_engine(\n    \"mssql+pyodbc://crm_loader:%s@sqlcrm%02d.corp.local/CRM_Staging?driver=ODBC+Driver+18+for+SQL+Server\"\n)\nstg = pd.read_sql(\"select * from dbo.sf_account_delta\", engine)", pw, hdgIn(1, 9))
		return hdgMk("db-password", "code", t, []string{pw}, "crm_loader")
	}},
	{4, func() Sample { // hubspot token in airbyte yaml/terraform
		tok := hdgHSPat()
		t := fmt.Sprintf("resource \"airbyte_source_hubspot\" \"crm\" {\n  name         = \"HubSpot CRM\"\n  workspace_id = \"%s\"\n  configuration = {\n    start_date = \"%sT00:00:00Z\"\n    credentials = {\n      private_app = {\n        access_token = \"%s\"\n      }\n    }\n  }\n}", hdgUUID(), hdgDate(), tok)
		return hdgMk("hubspot-private-app-token", "hcl", t, []string{tok})
	}},
	{3, func() Sample { // licence key
		lic := hdgLicense()
		t := fmt.Sprintf("%s: renewal went through. New licence key for %s (%d seats): %s\nActivate under Help > License before %s or the Data Loader jobs stop.", hdgName(), hdgPick("Skyvia Enterprise", "DBAmp", "Relational Junction", "Dataloader.io Enterprise"), hdgIn(2, 25), lic, hdgDate())
		return hdgMk("license-key", "chat", t, []string{lic})
	}},
}
