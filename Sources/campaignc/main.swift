print("campaignc")
