@_exported import Transit
@_exported import TransitRender
